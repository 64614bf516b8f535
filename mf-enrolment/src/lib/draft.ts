// The enrolment draft (shared session store) turned into the order request and checked with the
// same zod schema the server uses: the checkout step and the order review both read it.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- checks input with the API's schemas
import { CreateOrderRequest, isMessageKey, type MessageKey } from '@mockexam/contracts';
import type { EnrolmentDraft } from '@mockexam/session';

export type ExamModeChoice = 'venue' | 'home' | undefined;

/** Draft fields of spec section 3: homeRoom true is the home exam, false the venue exam (designatedRoom). */
export function examModeOf(draft: EnrolmentDraft): ExamModeChoice {
  if (draft.homeRoom === true) return 'home';
  if (draft.homeRoom === false) return 'venue';
  return undefined;
}

export function draftToOrder(draft: EnrolmentDraft): CreateOrderRequest {
  const mode = examModeOf(draft);
  const delivery = draft.selected_sf_delivery ?? {};
  return {
    product_ids: draft.selected_exam.map((e) => String(e.product_id)),
    exam_mode: mode as CreateOrderRequest['exam_mode'],
    venue_id: mode === 'venue' && draft.designatedRoom ? Number(draft.designatedRoom) : null,
    shipping: {
      method: draft.selected_shipping_method as CreateOrderRequest['shipping']['method'],
      recipient_name: draft.addressee ?? '',
      recipient_phone: draft.phone ?? '',
      same_as_candidate: Boolean(draft.samePostalAddress),
      address: draft.filled_address || undefined,
      parameter1: delivery.parameter1 || undefined,
      parameter2: delivery.parameter2 || undefined,
      parameter3: delivery.parameter3 || undefined,
      parameter4: delivery.parameter4 || undefined,
    },
    payment_method: draft.selected_payment_method as CreateOrderRequest['payment_method'],
  };
}

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
