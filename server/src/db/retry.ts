// A transaction that lost a race to another one (deadlock victim, serialization failure) did
// nothing: PostgreSQL rolled it back whole. Running it again is the documented remedy, after a
// short random pause so the two contenders do not meet again at the same instant.

/** deadlock_detected, serialization_failure. */
const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);

export function isRetryableTxError(error: unknown): boolean {
  return RETRYABLE_SQLSTATES.has((error as { code?: string } | null)?.code ?? '');
}

/** Transactions run again in this process, by cause: a figure for logs, benchmarks and tests. */
export const txRetryCounts = { deadlock: 0, serialization: 0 };

export interface RetryOptions {
  /** Runs in all, the first included. */
  attempts?: number;
  /** Upper bound of the first pause; doubles each time (full jitter). */
  baseDelayMs?: number;
  /** Told of every retried failure (metrics, logs, tests). */
  onRetry?: (error: unknown, attempt: number) => void;
}

export async function withTxRetries<T>(run: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 5;
  const base = options.baseDelayMs ?? 20;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryableTxError(error)) throw error;
      if ((error as { code: string }).code === '40P01') txRetryCounts.deadlock += 1;
      else txRetryCounts.serialization += 1;
      options.onRetry?.(error, attempt);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * base * 2 ** (attempt - 1)));
    }
  }
}
