// The files staff chose, each with its own progress: refused ones at once (the checks of ./intakeFiles),
// the rest sent two at a time. A file whose connection dropped past its retries starts again (from where it
// stopped) when the browser is back online, or when staff ask; leaving the page pauses what is being sent.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { messages, type BilingualText } from '@mockexam/contracts';
import { useSendScanFile } from './api';
import { intakeFileProblem, sameFile } from './intakeFiles';
import type { TusFailure } from './tusUpload';

/** Files sent at the same time: two keep a line busy without starving the pages' own calls. */
const AT_ONCE = 2;

export type QueuedState = 'refused' | 'waiting' | 'sending' | 'sent' | 'failed';

export interface QueuedFile {
  key: number;
  file: File;
  state: QueuedState;
  sent: number;
  /** Why it was refused or failed; null while it goes well. */
  problem: BilingualText | null;
  /** It failed for want of an answer: it is tried again when the browser is back online. */
  dropped: boolean;
}

/** A refusal in the catalogue's words: the server's own, else by status; no answer is the page's own text. */
function problemOf(failure: TusFailure, droppedText: BilingualText): BilingualText {
  if (failure.message) return failure.message;
  if (failure.status === 0) return droppedText;
  if (failure.status === 413) return messages.SCAN_INTAKE_TOO_LARGE;
  if (failure.status === 400) return messages.SCAN_INTAKE_FILE_NAME;
  return messages.INTERNAL;
}

export function useUploadQueue(examPaperId: number, droppedText: BilingualText) {
  const send = useSendScanFile(examPaperId);
  const files = useRef<QueuedFile[]>([]);
  const pauses = useRef(new Map<number, () => void>());
  const nextKey = useRef(1);
  const [, render] = useReducer((n: number) => n + 1, 0);
  const dropped = useRef(droppedText);
  dropped.current = droppedText;

  const update = useCallback((key: number, change: Partial<QueuedFile>) => {
    files.current = files.current.map((f) => (f.key === key ? { ...f, ...change } : f));
    render();
  }, []);

  const pump = useCallback(() => {
    let active = files.current.filter((f) => f.state === 'sending').length;
    for (const next of files.current) {
      if (active >= AT_ONCE) break;
      if (next.state !== 'waiting') continue;
      active += 1;
      const { key, file } = next;
      update(key, { state: 'sending', problem: null, dropped: false });
      const finished = (change: Partial<QueuedFile>) => {
        pauses.current.delete(key);
        update(key, change);
        pump();
      };
      send({
        file,
        onProgress: (sent) => update(key, { sent }),
        onSuccess: () => finished({ state: 'sent', sent: file.size }),
        onError: (failure) =>
          finished({ state: 'failed', problem: problemOf(failure, dropped.current), dropped: failure.status === 0 }),
      }).then(
        (handle) => pauses.current.set(key, handle.pause),
        () => finished({ state: 'failed', problem: dropped.current, dropped: true }),
      );
    }
  }, [send, update]);

  const add = useCallback(
    (chosen: File[]) => {
      const fresh = chosen.filter(
        (file, i) =>
          chosen.findIndex((other) => sameFile(other, file)) === i &&
          !files.current.some((f) => f.state !== 'refused' && f.state !== 'failed' && sameFile(f.file, file)),
      );
      files.current = [
        ...files.current,
        ...fresh.map((file): QueuedFile => {
          const problem = intakeFileProblem(file);
          return {
            key: nextKey.current++,
            file,
            state: problem ? 'refused' : 'waiting',
            sent: 0,
            problem: problem ? messages[problem] : null,
            dropped: false,
          };
        }),
      ];
      render();
      pump();
    },
    [pump],
  );

  /** Sends the failed files again: each goes on from the bytes the server has. */
  const retry = useCallback(
    (which: (f: QueuedFile) => boolean = () => true) => {
      files.current = files.current.map((f) =>
        f.state === 'failed' && which(f) ? { ...f, state: 'waiting', problem: null } : f,
      );
      render();
      pump();
    },
    [pump],
  );

  /** Forgets the files that are done with (sent or refused). */
  const clear = useCallback(() => {
    files.current = files.current.filter((f) => f.state !== 'sent' && f.state !== 'refused');
    render();
  }, []);

  useEffect(() => {
    const online = () => retry((f) => f.dropped);
    window.addEventListener('online', online);
    const paused = pauses.current;
    return () => {
      window.removeEventListener('online', online);
      for (const pause of paused.values()) pause();
    };
  }, [retry]);

  return { files: files.current, add, retry, clear };
}
