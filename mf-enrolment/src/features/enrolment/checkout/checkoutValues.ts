// The checkout form's values and the enrolment draft, both ways, and the venue sessions that
// matter for the chosen papers.
import type { PostageMethod, Product, Venue, VenueSession } from '@mockexam/contracts';
import type { EnrolmentDraft } from '@mockexam/session';
import { examModeOf } from '../../../lib/draft';

export interface CheckoutValues {
  examMode?: 'venue' | 'home';
  venueId?: number;
  postage?: string;
  address?: string;
  parameter1?: string;
  parameter2?: string;
  sameAsCandidate?: boolean;
  recipientName?: string;
  recipientPhone?: string;
  payment?: 'fps' | 'bank';
}

export function valuesFromDraft(draft: EnrolmentDraft): CheckoutValues {
  const mode = examModeOf(draft);
  return {
    examMode: mode,
    venueId: mode === 'venue' && draft.designatedRoom ? Number(draft.designatedRoom) : undefined,
    postage: draft.selected_shipping_method,
    address: draft.filled_address,
    parameter1: draft.selected_sf_delivery?.parameter1,
    parameter2: draft.selected_sf_delivery?.parameter2,
    sameAsCandidate: draft.samePostalAddress ?? false,
    recipientName: draft.addressee,
    recipientPhone: draft.phone,
    payment: draft.selected_payment_method ?? undefined,
  };
}

export function draftPatch(values: CheckoutValues, methods: PostageMethod[]): Partial<EnrolmentDraft> {
  const method = methods.find((m) => m.code === values.postage);
  return {
    homeRoom: values.examMode === undefined ? undefined : values.examMode === 'home',
    designatedRoom: values.examMode === 'venue' ? (values.venueId ?? null) : null,
    selected_shipping_method: values.postage,
    shipping_method: values.postage,
    filled_address: method?.detail_kind === 'address' ? values.address : undefined,
    selected_sf_delivery: {
      type: method?.detail_kind,
      address1: method?.detail_kind === 'address' ? values.address : undefined,
      parameter1: method && method.detail_kind !== 'address' ? values.parameter1 : undefined,
      parameter2: method && method.detail_kind !== 'address' ? values.parameter2 : undefined,
    },
    samePostalAddress: values.sameAsCandidate,
    addressee: values.recipientName,
    phone: values.recipientPhone,
    selected_payment_method: values.payment ?? null,
  };
}

/** A venue's sessions on the selected subjects' exam dates (all its sessions when none match). */
export function relevantSessions(venue: Venue, products: Product[]): VenueSession[] {
  const subjects = new Set(products.map((p) => p.subject.code));
  const dates = new Set(products.map((p) => p.exam_date).filter(Boolean));
  const matching = venue.sessions.filter((s) => (s.subject ? subjects.has(s.subject) : dates.has(s.date)));
  return matching.length > 0 ? matching : venue.sessions;
}
