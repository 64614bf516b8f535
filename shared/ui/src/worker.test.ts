import { readBytes, runInWorker } from './worker';

/** A stand-in for a dedicated worker: records what it was sent and whether it was terminated. */
class FakeWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessageerror: (() => void) | null = null;
  sent: { message: unknown; transfer: Transferable[] } | null = null;
  terminated = false;
  postMessage(message: unknown, transfer: Transferable[]) {
    this.sent = { message, transfer };
  }
  terminate() {
    this.terminated = true;
  }
}

function start(budgetMs = 1000) {
  const worker = new FakeWorker();
  const bytes = new ArrayBuffer(4);
  const outcome = runInWorker<string>(() => worker as unknown as Worker, bytes, [bytes], budgetMs);
  return { worker, bytes, outcome };
}

afterEach(() => jest.useRealTimers());

describe('runInWorker', () => {
  it('transfers the message, resolves with the answer and terminates the worker', async () => {
    const { worker, bytes, outcome } = start();
    expect(worker.sent).toEqual({ message: bytes, transfer: [bytes] });
    worker.onmessage!({ data: 'rows' } as MessageEvent);
    await expect(outcome).resolves.toEqual({ ok: true, answer: 'rows' });
    expect(worker.terminated).toBe(true);
  });

  it('reports a failure, and terminates, when the worker errors or its answer cannot be read', async () => {
    const errored = start();
    errored.worker.onerror!();
    await expect(errored.outcome).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(errored.worker.terminated).toBe(true);
    const garbled = start();
    garbled.worker.onmessageerror!();
    await expect(garbled.outcome).resolves.toEqual({ ok: false, reason: 'failed' });
  });

  it('stops a worker that outlives its time budget, and ignores a late answer', async () => {
    jest.useFakeTimers();
    const { worker, outcome } = start(500);
    jest.advanceTimersByTime(499);
    expect(worker.terminated).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(outcome).resolves.toEqual({ ok: false, reason: 'timeout' });
    expect(worker.terminated).toBe(true);
  });

  it('reports a failure when no worker can be started', async () => {
    const outcome = runInWorker(
      () => {
        throw new Error('blocked');
      },
      null,
      [],
      1000,
    );
    await expect(outcome).resolves.toEqual({ ok: false, reason: 'failed' });
  });
});

describe('readBytes', () => {
  it("reads a file's bytes", async () => {
    const bytes = await readBytes(new Blob([new Uint8Array([1, 2, 3])]), () => undefined);
    expect(new Uint8Array(bytes)).toEqual(new Uint8Array([1, 2, 3]));
  });
});
