// Venues, checkout, orders and admission tickets (spec sections 2 to 5 and 7).
import { z } from 'zod';
import { Cents, HkMobileSchema, IsoDate, IsoDateTime, SubjectCode } from './common';
import { PaymentMethod, PaymentStatusCode, TicketPaper, TicketSource } from './payment';
import { ORDER_STATUSES } from './labels';

// --- venues ----------------------------------------------------------------------

/** A venue's sitting on one exam date (for the subject examined that day). */
export const VenueSession = z.object({
  session_id: z.number().int(),
  subject: SubjectCode.nullable(),
  date: IsoDate,
  starts_at: IsoDateTime,
  ends_at: IsoDateTime,
  capacity: z.number().int(),
  seats_left: z.number().int(),
  /** 'Fully booked!' when true. */
  full: z.boolean(),
});
export type VenueSession = z.infer<typeof VenueSession>;

export const Venue = z.object({
  venue_id: z.number().int(),
  name_zh: z.string(),
  name_en: z.string(),
  address_zh: z.string(),
  address_en: z.string(),
  sessions: z.array(VenueSession),
});
export type Venue = z.infer<typeof Venue>;

/** GET /api/venues */
export const VenuesResponse = z.array(Venue);
export type VenuesResponse = z.infer<typeof VenuesResponse>;

// --- postage ----------------------------------------------------------------------

/** The spec's mailing methods. */
export const POSTAGE_CODES = [
  'ordinary_post',
  'courier_prepaid',
  'courier_to_door',
  'smart_locker',
  'courier_station',
  'school_collection',
  'post',
] as const;
export const PostageCode = z.enum(POSTAGE_CODES, { error: 'POSTAGE_REQUIRED' });
export type PostageCode = z.infer<typeof PostageCode>;

/** Which detail a postage method needs: a street address, a pickup point code, or a school. */
export const PostageDetailKind = z.enum(['address', 'locker', 'station', 'school']);
export type PostageDetailKind = z.infer<typeof PostageDetailKind>;

export const PostageMethod = z.object({
  code: PostageCode,
  name_zh: z.string(),
  name_en: z.string(),
  detail_kind: PostageDetailKind,
  fee_cents: Cents,
  fee: z.number(),
});
export type PostageMethod = z.infer<typeof PostageMethod>;
/** GET /api/postage_methods */
export const PostageMethodsResponse = z.array(PostageMethod);

// --- orders ---------------------------------------------------------------------------

export const ExamMode = z.enum(['venue', 'home'], { error: 'EXAM_MODE_REQUIRED' });
export type ExamMode = z.infer<typeof ExamMode>;

export const ShippingInput = z.object({
  method: PostageCode,
  recipient_name: z
    .string({ error: 'RECIPIENT_NAME_REQUIRED' })
    .trim()
    .min(1, { error: 'RECIPIENT_NAME_REQUIRED' })
    .max(60, { error: 'FIELD_TOO_LONG' }),
  recipient_phone: z
    .string({ error: 'RECIPIENT_PHONE_REQUIRED' })
    .trim()
    .min(1, { error: 'RECIPIENT_PHONE_REQUIRED' })
    .pipe(HkMobileSchema),
  /** 'Same as candidate': copy the candidate's own name and mobile. */
  same_as_candidate: z.boolean().optional().default(false),
  /** Street address (address methods) or the pickup point's address. */
  address: z.string().trim().max(300, { error: 'FIELD_TOO_LONG' }).optional(),
  /** Free parameters of the spec's selected_sf_delivery: locker / station code, district, etc. */
  parameter1: z.string().trim().max(100).optional(),
  parameter2: z.string().trim().max(100).optional(),
  parameter3: z.string().trim().max(100).optional(),
  parameter4: z.string().trim().max(100).optional(),
});
export type ShippingInput = z.input<typeof ShippingInput>;

/** Which postage methods need which field (kept here so client and server agree). */
export const POSTAGE_REQUIRED_FIELD: Record<PostageCode, 'address' | 'parameter1'> = {
  ordinary_post: 'address',
  courier_prepaid: 'address',
  courier_to_door: 'address',
  post: 'address',
  smart_locker: 'parameter1',
  courier_station: 'parameter1',
  school_collection: 'parameter1',
};

/**
 * POST /api/orders (JSON, Idempotency-Key header): the enrolment draft turned into an order.
 * In venue mode the candidate picks a venue; the server reserves, for every selected subject,
 * a seat in that venue's session on the subject's exam date ('Fully booked!' when any is full).
 */
export const CreateOrderRequest = z
  .object({
    product_ids: z.array(z.string().min(1), { error: 'PRODUCTS_REQUIRED' }).min(1, { error: 'PRODUCTS_REQUIRED' }),
    exam_mode: ExamMode,
    venue_id: z.number().int().positive().nullable().optional(),
    shipping: ShippingInput,
    payment_method: PaymentMethod,
  })
  .superRefine((order, ctx) => {
    if (order.exam_mode === 'venue' && !order.venue_id) {
      ctx.addIssue({ code: 'custom', path: ['venue_id'], message: 'VENUE_REQUIRED' });
    }
    const field = POSTAGE_REQUIRED_FIELD[order.shipping.method];
    const value = order.shipping[field];
    if (!value || value.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['shipping', field],
        message: field === 'address' ? 'ADDRESS_REQUIRED' : 'POSTAGE_DETAILS_REQUIRED',
      });
    }
  });
export type CreateOrderRequest = z.input<typeof CreateOrderRequest>;

export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const OrderItem = z.object({
  product_id: z.string(),
  /** The seat's session in venue mode. */
  venue_session_id: z.number().int().nullable(),
  subject: SubjectCode,
  name_zh: z.string(),
  name_en: z.string(),
  price: z.number(),
  price_cents: Cents,
});

export const ShippingDetails = z.object({
  method: PostageCode,
  recipient_name: z.string(),
  recipient_phone: z.string(),
  address: z.string().nullable(),
  parameter1: z.string().nullable(),
  parameter2: z.string().nullable(),
  parameter3: z.string().nullable(),
  parameter4: z.string().nullable(),
  /** The postage method's names and the fee charged for it on this order (part of the total). */
  name_zh: z.string().optional(),
  name_en: z.string().optional(),
  fee_cents: Cents.optional(),
});

/**
 * Why an order is cancelled or expired: the candidate cancelled it, its payment window passed (the spec's
 * 'Order cancelled automatically for timeout'), or staff cancelled it.
 */
export const CANCEL_REASONS = ['by_candidate', 'payment_timeout', 'by_staff'] as const;
export const CancelReason = z.enum(CANCEL_REASONS);
export type CancelReason = z.infer<typeof CancelReason>;

export const Order = z.object({
  enrollment_no: z.string(),
  status: OrderStatus,
  payment_status: PaymentStatusCode,
  payment_method: PaymentMethod,
  exam_mode: ExamMode,
  venue_id: z.number().int().nullable(),
  venue_name_zh: z.string().nullable().optional(),
  venue_name_en: z.string().nullable().optional(),
  total: z.number(),
  total_cents: Cents,
  paid_cents: Cents,
  /** Last payment due time. */
  due_at: IsoDateTime,
  created_at: IsoDateTime,
  /** When the payment was confirmed (PAID or OVRP). */
  paid_at: IsoDateTime.nullable().optional(),
  /** A receipt was rejected: the reason the candidate sees. */
  reject_reason: z.string().nullable().optional(),
  items: z.array(OrderItem),
  shipping: ShippingDetails.nullable(),
  /** Cancelled for timeout: the client offers to select again. */
  can_reselect: z.boolean(),
  /** Cancelled or expired orders: why (null otherwise). The back office's AdminOrder replaces it with staff's text. */
  cancel_reason: CancelReason.nullable().optional(),
  /** Cancelled by staff: the reason staff gave, when they gave one. */
  cancel_note: z.string().nullable().optional(),
});
export type Order = z.infer<typeof Order>;

export const CreateOrderResponse = z.object({
  enrollment_no: z.string(),
  status: OrderStatus,
  payment_method: PaymentMethod,
  due_at: IsoDateTime,
  payment_status: PaymentStatusCode,
  total: z.number(),
  total_cents: Cents,
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponse>;

/** GET /api/orders */
export const OrdersResponse = z.array(Order);

// --- the spec's own enrolment calls (form: id = enrolment number) -------------------------------

export const EnrollmentIdForm = z.object({ id: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }) });
export type EnrollmentIdForm = z.infer<typeof EnrollmentIdForm>;

/** POST /api/enrollment -> enrolment info. */
export const EnrolmentInfo = z.object({
  enrollment_no: z.string(),
  payment_status: PaymentStatusCode,
  /** True once the enrolment is paid (PAID or OVRP). */
  success: z.boolean(),
  order: Order,
});
export type EnrolmentInfo = z.infer<typeof EnrolmentInfo>;

/** POST /api/enrollment/payment/status */
export const PaymentStatusResponse = z.object({
  enrollment_no: z.string(),
  payment_status: PaymentStatusCode,
  success: z.boolean(),
  paid_at: IsoDateTime.nullable(),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponse>;

// --- admission tickets -----------------------------------------------------------------------

export const AdmissionTicket = z.object({
  ticket_id: z.number().int(),
  enrollment_no: z.string(),
  candidate_no: z.string(),
  /** Two groups of four characters: '3000 0001'. */
  candidate_no_display: z.string(),
  candidate_name: z.string(),
  subject: SubjectCode,
  subject_name_zh: z.string(),
  subject_name_en: z.string(),
  paper_names_zh: z.string(),
  paper_names_en: z.string(),
  exam_date: IsoDate.nullable(),
  starts_at: IsoDateTime.nullable(),
  exam_mode: ExamMode,
  venue_name_zh: z.string().nullable(),
  venue_name_en: z.string().nullable(),
  venue_address_zh: z.string().nullable(),
  venue_address_en: z.string().nullable(),
  seat_no: z.string().nullable(),
  issued_at: IsoDateTime,
  // One source for session times (the venue session checkout shows; null at home or when the
  // school arranges it), each paper's own start and length, and school candidates' tickets.
  session_starts_at: IsoDateTime.nullable().optional(),
  session_ends_at: IsoDateTime.nullable().optional(),
  papers: z.array(TicketPaper).optional(),
  source: TicketSource.optional(),
  school_name_zh: z.string().nullable().optional(),
  school_name_en: z.string().nullable().optional(),
  /** School candidates: 'venue' (a venue session) or 'school' (sat at the school). */
  arrangement: z.enum(['venue', 'school']).nullable().optional(),
});
export type AdmissionTicket = z.infer<typeof AdmissionTicket>;

/** GET /api/candidate_info */
export const CandidateInfoResponse = z.object({
  candidate_no: z.string(),
  candidate_no_display: z.string(),
  name: z.string(),
  /** 'preparing' while a paid order waits for its tickets; 'none' without a paid order. */
  status: z.enum(['none', 'preparing', 'issued']),
  tickets: z.array(AdmissionTicket),
});
export type CandidateInfoResponse = z.infer<typeof CandidateInfoResponse>;

/** GET /api/orders/:id (the enrolment number). */
export const OrderIdParam = z.object({ id: z.string().min(1) });
