// The enrolment draft checked with the same zod schema the server uses. Its own module: the order review
// loads it when the candidate submits, so the page does not evaluate zod and every schema as it opens.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- checks input with the API's schemas
import { CreateOrderRequest, isMessageKey, type MessageKey } from '@mockexam/contracts';
import type { EnrolmentDraft } from '@mockexam/session';
import { draftToOrder } from './draft';

export interface DraftProblem {
  /** 'product_ids', 'exam_mode', 'venue_id', 'shipping.method', 'shipping.address', 'payment_method', ... */
  path: string;
  key: MessageKey;
}

/** Every problem of the draft, as catalogue keys (the spec's checkout messages). */
export function checkDraft(draft: EnrolmentDraft): DraftProblem[] {
  const result = CreateOrderRequest.safeParse(draftToOrder(draft));
  if (result.success) return [];
  const seen = new Set<string>();
  const problems: DraftProblem[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    problems.push({ path, key: isMessageKey(issue.message) ? issue.message : fallbackKey(path) });
  }
  return problems;
}

function fallbackKey(path: string): MessageKey {
  const known: Record<string, MessageKey> = {
    product_ids: 'PRODUCTS_REQUIRED',
    exam_mode: 'EXAM_MODE_REQUIRED',
    venue_id: 'VENUE_REQUIRED',
    'shipping.method': 'POSTAGE_REQUIRED',
    'shipping.recipient_name': 'RECIPIENT_NAME_REQUIRED',
    'shipping.recipient_phone': 'RECIPIENT_PHONE_REQUIRED',
    payment_method: 'PAYMENT_METHOD_REQUIRED',
  };
  return known[path] ?? 'FIELD_INVALID';
}
