// The one Idempotency-Key a draft's order is submitted with.
import type { CreateOrderRequest } from '@mockexam/contracts';

const KEY_STORAGE = 'mockexam.order_idempotency';

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The key this draft's order is submitted with. It is kept (in local storage, so a reload keeps
 * it too) until the order is created, and changes only when the draft's content changes: a double
 * click or a retry after a timeout sends the same key, and the server answers with the same order.
 */
export function idempotencyKeyFor(order: CreateOrderRequest): string {
  const fingerprint = JSON.stringify(order);
  try {
    const saved = JSON.parse(localStorage.getItem(KEY_STORAGE) ?? 'null') as {
      key: string;
      fingerprint: string;
    } | null;
    if (saved && saved.fingerprint === fingerprint) return saved.key;
  } catch {
    // a broken entry is replaced
  }
  const key = newKey();
  localStorage.setItem(KEY_STORAGE, JSON.stringify({ key, fingerprint }));
  return key;
}

/** The order exists: the next draft gets a new key. */
export function forgetIdempotencyKey(): void {
  localStorage.removeItem(KEY_STORAGE);
}
