// The enrolment draft (shared session store) turned into the order request: the checkout step and the
// order review both read it. Checking it with the server's schema is checkDraft.ts (zod, loaded when used).
import type { CreateOrderRequest } from '@mockexam/contracts';
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
