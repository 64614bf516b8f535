// The scans chosen for upload, checked here first (the server checks again): a name it will take, at most its
// size limit, one file per page and kind. A call is all or nothing, so a file refused here is left out rather
// than sinking the good files sent with it. The rest go in calls of at most the server's file count, and a
// bounded size each, so every call finishes well within its time and the progress moves evenly.
import { SCAN_FILE_NAME } from '@mockexam/contracts';

type LocalProblem = 'name' | 'too_large' | 'duplicate';

/** The page a file is of: '20000001/3/marked'; null when the name is not a scan's. */
export function pageKeyOf(name: string): string | null {
  const match = SCAN_FILE_NAME.exec(name);
  return match ? `${match[1].toUpperCase()}/${Number(match[2])}/${match[3] ? 'marked' : 'scan'}` : null;
}

/** Files to send, and files refused here with the reason. `already` holds files chosen earlier. */
export function checkScanFiles(
  files: readonly File[],
  maxBytes: number,
  already: readonly File[] = [],
): { ready: File[]; refused: { name: string; problem: LocalProblem }[] } {
  const pages = new Set(already.map((f) => pageKeyOf(f.name)));
  const ready: File[] = [];
  const refused: { name: string; problem: LocalProblem }[] = [];
  for (const file of files) {
    const key = pageKeyOf(file.name);
    if (key === null) refused.push({ name: file.name, problem: 'name' });
    else if (file.size > maxBytes) refused.push({ name: file.name, problem: 'too_large' });
    else if (pages.has(key)) refused.push({ name: file.name, problem: 'duplicate' });
    else {
      pages.add(key);
      ready.push(file);
    }
  }
  return { ready, refused };
}

/** The files in calls of at most `maxFiles` files and `maxBytes` bytes (a single larger file goes alone). */
export function batchesOf(files: readonly File[], maxFiles: number, maxBytes: number): File[][] {
  const batches: File[][] = [];
  let current: File[] = [];
  let bytes = 0;
  for (const file of files) {
    if (current.length && (current.length === maxFiles || bytes + file.size > maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += file.size;
  }
  if (current.length) batches.push(current);
  return batches;
}
