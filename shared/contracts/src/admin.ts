// The back office: dashboard, orders, receipts, payments, cycle set-up, audit log.
import { z } from 'zod';
import {
  AmountCents,
  BoundedDate,
  BoundedDateTime,
  Capacity,
  Cents,
  FormBoolean,
  IdParam,
  IsoDate,
  IsoDateTime,
  NamedText,
  PriceCents,
  SubjectCode,
} from './common';
import { Order, OrderStatus, PostageCode, PostageMethod, Venue } from './enrolment';
import { EventKey, MilestoneKey } from './events';
import { PaymentMethod, PaymentSettings, PaymentStatusCode } from './payment';

/** Receipt states: a newer upload while one was pending replaces it (the file stays, for the audit). */
export const ReceiptStatus = z.enum(['pending', 'approved', 'rejected', 'replaced']);

/** GET /api/admin/dashboard */
export const AdminDashboard = z.object({
  orders_by_status: z.record(OrderStatus, z.number().int()),
  receipts_awaiting: z.number().int(),
  /** Orders flagged for staff in the current cycle. */
  flagged_orders: z.number().int().optional(),
  sessions: z.array(
    z.object({
      session_id: z.number().int(),
      venue_name_zh: z.string(),
      venue_name_en: z.string(),
      date: IsoDate,
      capacity: z.number().int(),
      seats_left: z.number().int(),
    }),
  ),
});

/** The deepest a list may be paged: far beyond any real back office, well inside every column and OFFSET. */
export const MAX_OFFSET = 1_000_000;
/** A due time staff may set is at most this far ahead (checked by the server, which knows "now"). */
export const MAX_DUE_AHEAD_DAYS = 365;

/** GET /api/admin/orders?q=&status= (q: order number, mobile or name) */
export const AdminOrderSearchQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: OrderStatus.optional(),
  payment_status: PaymentStatusCode.optional(),
  /** Only orders flagged for staff (reused receipt, money after expiry or cancellation). */
  flagged: FormBoolean.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(MAX_OFFSET).default(0),
});

export const AdminOrder = Order.extend({
  candidate_no: z.string(),
  candidate_name: z.string(),
  phone: z.string().nullable(),
  /** Needs a person: a reused receipt image, money for an expired or cancelled order. */
  flagged_for_staff: z.boolean().optional(),
  flag_reason: z.string().nullable().optional(),
  cancel_reason: z.string().nullable().optional(),
});
export const AdminOrdersResponse = z.object({ total: z.number().int(), orders: z.array(AdminOrder) });

export const AuditEntry = z.object({
  at: IsoDateTime,
  actor: z.string().nullable(),
  actor_role: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  data: z.unknown(),
  /** Who did it by name: a staff member's name, the candidate's name, a school account's school; null for the system. */
  actor_name_zh: z.string().nullable().optional(),
  actor_name_en: z.string().nullable().optional(),
  /** The object as people know it: an order's number, a school's code, a session's date (HK), a holiday's date... */
  object_ref: z.string().nullable().optional(),
  /** The object's name: an order's candidate, a school's, venue's or product's names, an exam's title... */
  object_name_zh: z.string().nullable().optional(),
  object_name_en: z.string().nullable().optional(),
  /** The subject named in the entry's details (data.subject), if any. */
  subject_name_zh: z.string().nullable().optional(),
  subject_name_en: z.string().nullable().optional(),
});
/** GET /api/admin/orders/:id -> order, payments, receipts and history. */
export const AdminOrderDetail = z.object({
  order: AdminOrder,
  payments: z.array(
    z.object({
      payment_id: z.number().int(),
      method: PaymentMethod,
      amount_cents: Cents,
      reference: z.string().nullable(),
      received_at: IsoDateTime,
      recorded_by: z.string().nullable(),
    }),
  ),
  receipts: z.array(
    z.object({
      receipt_id: z.number().int(),
      status: ReceiptStatus,
      uploaded_at: IsoDateTime,
      reject_reason: z.string().nullable(),
      duplicate_of_other_order: z.boolean(),
    }),
  ),
  history: z.array(AuditEntry),
  /** The venue sessions the order's seats are in (an item's venue_session_id names one of these). */
  sessions: z
    .array(
      z.object({
        session_id: z.number().int(),
        venue_name_zh: z.string(),
        venue_name_en: z.string(),
        starts_at: IsoDateTime,
        ends_at: IsoDateTime,
      }),
    )
    .optional(),
  /** The order's postage method as it is named in the database now (a rename by staff shows here). */
  postage_method: NamedText.extend({ code: PostageCode }).nullable(),
});

/** POST /api/admin/orders/:id/payments */
export const RecordPaymentRequest = z.object({
  method: PaymentMethod,
  amount_cents: AmountCents,
  reference: z.string().trim().max(100).optional(),
  received_at: BoundedDateTime.optional(),
});
/** POST /api/admin/receipts/:id/reject */
export const RejectReceiptRequest = z.object({
  reason: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(300),
});
/** POST /api/admin/orders/:id/extend (the server also wants it in the future and within MAX_DUE_AHEAD_DAYS). */
export const ExtendOrderRequest = z.object({ due_at: BoundedDateTime });

/** PUT /api/admin/cycles/:id/events */
export const CycleEventsUpdate = z.object({
  // Partial: send only the dates that change (null removes one).
  events: z.partialRecord(EventKey, BoundedDateTime.nullable()).optional(),
  milestones: z.partialRecord(MilestoneKey, BoundedDateTime.nullable()).optional(),
});
/** POST /api/admin/cycles */
export const CycleCreate = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}$/),
  name_zh: z.string().trim().min(1),
  name_en: z.string().trim().min(1),
  make_current: z.boolean().default(false),
});
/** A Hong Kong public holiday: receipts are not processed on it (see server/src/lib/working-days.ts). */
export const PublicHoliday = z.object({
  date: IsoDate,
  name_zh: z.string(),
  name_en: z.string(),
});
export const PublicHolidaysResponse = z.array(PublicHoliday);
/** GET /api/admin/holidays?year=YYYY (default: the current Hong Kong year) */
export const PublicHolidaysQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });
/** POST /api/admin/holidays */
export const PublicHolidayCreate = z.object({
  date: BoundedDate,
  name_zh: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(100),
  name_en: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(100),
});
/** DELETE /api/admin/holidays/:date */
export const PublicHolidayDateParam = z.object({ date: BoundedDate });
/** PUT /api/admin/products/:id */
export const ProductUpdate = z.object({
  subject: SubjectCode.optional(),
  price_cents: PriceCents.optional(),
  exam_date: BoundedDate.nullable().optional(),
  active: z.boolean().optional(),
});
/** POST /api/admin/venues and PUT /api/admin/venues/:id */
export const VenueUpsert = z.object({
  name_zh: z.string().trim().min(1),
  name_en: z.string().trim().min(1),
  address_zh: z.string().trim().min(1),
  address_en: z.string().trim().min(1),
  active: z.boolean().default(true),
});
/** POST /api/admin/venues/:id/sessions */
export const VenueSessionUpsert = z.object({
  /** The subject examined in this sitting (seats are reserved per subject's exam date). */
  subject: SubjectCode.optional(),
  cycle_id: z.number().int().positive().optional(),
  starts_at: BoundedDateTime,
  ends_at: BoundedDateTime,
  capacity: Capacity,
});
/** PUT /api/admin/settings/payment */
export const PaymentSettingsUpdate = PaymentSettings;
export const AdminIdParam = z.object({ id: IdParam });
/** GET /api/admin/audit?entity=&entity_id= */
export const AuditQuery = z.object({
  entity: z.string().optional(),
  entity_id: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const AuditResponse = z.array(AuditEntry);

/** GET /api/admin/receipts?status=pending: the receipts queue, oldest first. */
export const AdminReceiptsQuery = z.object({
  status: ReceiptStatus.default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const AdminReceipt = z.object({
  receipt_id: z.number().int(),
  enrollment_no: z.string(),
  candidate_name: z.string(),
  total_cents: Cents,
  paid_cents: Cents,
  payment_status: PaymentStatusCode,
  status: ReceiptStatus,
  uploaded_at: IsoDateTime,
  processing_date: IsoDate.nullable(),
  /** The same image (SHA-256) was uploaded for another order. */
  duplicate_of_other_order: z.boolean(),
  reject_reason: z.string().nullable(),
  /** GET it with the staff token to view the image. */
  image_url: z.string(),
});
export const AdminReceiptsResponse = z.array(AdminReceipt);

/** POST /api/admin/receipts/:id/approve: the amount received (defaults to the order's balance). */
export const ApproveReceiptRequest = z.object({
  amount_cents: AmountCents.optional(),
  reference: z.string().trim().max(100).optional(),
});

/** POST /api/admin/orders/:id/cancel */
export const AdminCancelOrderRequest = z.object({ reason: z.string().trim().max(300).optional() });

/** The answer of every admin action on an order: the order as it is now. */
export const AdminOrderActionResponse = z.object({ order: AdminOrder });

/** POST /api/admin/products (current cycle unless cycle_id given) */
export const ProductCreate = z.object({
  cycle_id: z.number().int().positive().optional(),
  subject: SubjectCode,
  price_cents: PriceCents,
  exam_date: BoundedDate.nullable().optional(),
  name_zh: z.string().trim().min(1).optional(),
  name_en: z.string().trim().min(1).optional(),
});
/** PUT /api/admin/postage_methods/:code */
export const PostageMethodUpdate = z.object({
  fee_cents: PriceCents.optional(),
  active: z.boolean().optional(),
  name_zh: z.string().trim().min(1).optional(),
  name_en: z.string().trim().min(1).optional(),
});
/** PUT /api/admin/venue_sessions/:id */
export const VenueSessionUpdate = z.object({ capacity: Capacity });
/** Generic answer of set-up writes: the id written. */
export const AdminWriteResponse = z.object({ success: z.literal(true), id: z.union([z.number(), z.string()]) });

/** GET /api/admin/cycles: every cycle with its dates and products (set-up screens). */
export const AdminCycle = z.object({
  cycle_id: z.number().int(),
  code: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  is_current: z.boolean(),
  events: z.record(z.string(), IsoDateTime),
  products: z.array(
    z.object({
      product_db_id: z.number().int(),
      product_id: z.string(),
      subject: SubjectCode,
      /** The product's and its subject's names as they are in the database (inactive products too). */
      name_zh: z.string(),
      name_en: z.string(),
      subject_name_zh: z.string(),
      subject_name_en: z.string(),
      price_cents: Cents,
      exam_date: IsoDate.nullable(),
      active: z.boolean(),
    }),
  ),
});
export const AdminCyclesResponse = z.array(AdminCycle);

/**
 * GET /api/admin/venues?cycle_id= (default: the current cycle): every venue, inactive ones too, with its
 * sessions in that cycle. The public GET /api/venues leaves inactive venues out, so staff could not switch
 * one back on from it.
 */
export const AdminVenuesQuery = z.object({ cycle_id: IdParam.optional() });
export const AdminVenue = Venue.extend({ active: z.boolean() });
export const AdminVenuesResponse = z.array(AdminVenue);

/** GET /api/admin/postage_methods: every postage method, inactive ones too (the public list leaves them out). */
export const AdminPostageMethod = PostageMethod.extend({ active: z.boolean() });
export const AdminPostageMethodsResponse = z.array(AdminPostageMethod);
