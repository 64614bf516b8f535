// One job in a fresh dedicated worker, terminated on its answer, on an error and at the time budget: a hostile
// file (a workbook, a zip) can neither freeze the page nor keep a worker alive after its job. Each caller keeps
// its own worker script, size cap and budget, and checks the answer's shape itself. Never rejects.
export type WorkerOutcome<T> = { ok: true; answer: T } | { ok: false; reason: 'failed' | 'timeout' };

export function runInWorker<T>(
  create: () => Worker,
  message: unknown,
  transfer: Transferable[],
  budgetMs: number,
): Promise<WorkerOutcome<T>> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = create();
    } catch {
      resolve({ ok: false, reason: 'failed' });
      return;
    }
    const finish = (outcome: WorkerOutcome<T>) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }), budgetMs);
    worker.onmessage = (event: MessageEvent<T>) => finish({ ok: true, answer: event.data });
    worker.onerror = () => finish({ ok: false, reason: 'failed' });
    worker.onmessageerror = () => finish({ ok: false, reason: 'failed' });
    // Transferred, not copied: the page keeps no second copy of the bytes.
    worker.postMessage(message, transfer);
  });
}

/** A file's bytes, read in the page (only bytes: parsing happens in a worker). */
export function readBytes(file: Blob, onProgress: (fraction: number) => void): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}
