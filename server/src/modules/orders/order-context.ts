// Everything order creation checks a draft against, read in one round trip (each round trip inside
// the transaction is time that thousands of candidates submitting at once wait on): an earlier order
// with the same idempotency key, the current cycle's enrolment window, the chosen products, the
// subjects the candidate already holds, the postage fee, and the chosen venue's sittings.
import type { OrderStatus, PaymentMethod, PaymentStatusCode } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { ORDER_CONTEXT_SQL } from './queries';

export interface ProductRow {
  id: number;
  code: string;
  subject_code: string;
  price_cents: number;
}

export interface EarlierOrder {
  id: number;
  enrollment_no: string;
  request_hash: string;
  status: OrderStatus;
  payment_status: PaymentStatusCode;
  payment_method: PaymentMethod;
  total_cents: number;
  due_at: Date;
}

export interface OrderContext {
  candidateExists: boolean;
  earlier: EarlierOrder | null;
  cycle: { id: number; enrolStart: Date | null; enrolEnd: Date | null } | null;
  /** Active products of the current cycle among the draft's codes, by id. */
  products: ProductRow[];
  /** Subjects of the candidate's live orders. */
  heldSubjects: string[];
  /** null when the postage method is unknown or inactive. */
  postageFeeCents: number | null;
  /**
   * null when the venue is unknown or inactive (or none was chosen). `full` is read without a lock:
   * it refuses most orders for a full session before an enrolment number is drawn; the CHECK at
   * commit stays the last word.
   */
  venueSessions: VenueSessionSeat[] | null;
}

export interface VenueSessionSeat {
  id: number;
  subject_code: string | null;
  full: boolean;
}

interface Row {
  candidate_exists: boolean;
  earlier: (Omit<EarlierOrder, 'due_at'> & { due_at: string }) | null;
  cycle_id: number | null;
  enrol_start: Date | null;
  enrol_end: Date | null;
  products: ProductRow[];
  held_subjects: string[];
  postage_fee_cents: number | null;
  venue_sessions: VenueSessionSeat[] | null;
}

export async function readOrderContext(
  q: Queryable,
  input: {
    userId: number;
    candidateId: number;
    idempotencyKey: string;
    productCodes: string[];
    postage: string;
    venueId: number | null;
  },
): Promise<OrderContext> {
  const { rows } = await q.query<Row>(
    ORDER_CONTEXT_SQL,
    [input.userId, input.idempotencyKey, input.productCodes, input.candidateId, input.postage, input.venueId],
    { prepared: true },
  );
  const row = rows[0];
  return {
    candidateExists: row.candidate_exists,
    earlier: row.earlier ? { ...row.earlier, due_at: new Date(row.earlier.due_at) } : null,
    cycle: row.cycle_id === null ? null : { id: row.cycle_id, enrolStart: row.enrol_start, enrolEnd: row.enrol_end },
    products: row.products,
    heldSubjects: row.held_subjects,
    postageFeeCents: row.postage_fee_cents,
    venueSessions: row.venue_sessions,
  };
}
