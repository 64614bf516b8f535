// The back office: staff-only calls under /api/admin, typed by shared/contracts/src/admin.ts.
// Every staff action goes through the server, which checks the staff role and writes the audit log.
import type {
  AdminCycle as AdminCycleSchema,
  AdminDashboard as AdminDashboardSchema,
  AdminOrder as AdminOrderSchema,
  AdminOrderDetail as AdminOrderDetailSchema,
  AdminOrderSearchQuery as AdminOrderSearchQuerySchema,
  AdminReceipt as AdminReceiptSchema,
  AdminOrdersResponse as AdminOrdersResponseSchema,
  AdminPostageMethod as AdminPostageMethodSchema,
  AdminVenue as AdminVenueSchema,
  AuditEntry as AuditEntrySchema,
  AuditQuery as AuditQuerySchema,
  AdminWriteResponse as AdminWriteResponseSchema,
  CycleCreate as CycleCreateSchema,
  CycleEventsUpdate as CycleEventsUpdateSchema,
  PaymentSettings,
  PostageMethodUpdate as PostageMethodUpdateSchema,
  ProductUpdate as ProductUpdateSchema,
  PublicHoliday as PublicHolidaySchema,
  PublicHolidayCreate as PublicHolidayCreateSchema,
  RecordPaymentRequest as RecordPaymentRequestSchema,
  VenueSessionUpsert as VenueSessionUpsertSchema,
  VenueUpsert as VenueUpsertSchema,
} from '@mockexam/contracts';
import { call } from './http';

/** The parsed (output) type of a zod 4 schema, without a direct dependency on zod. */
type Out<S> = S extends { _zod: { output: infer O } } ? O : never;
/** The input type of a zod 4 schema (defaults may be left out). */
type In<S> = S extends { _zod: { input: infer I } } ? I : never;

export type AdminCycle = Out<typeof AdminCycleSchema>;
export type AdminDashboard = Out<typeof AdminDashboardSchema>;
export type AdminOrder = Out<typeof AdminOrderSchema>;
export type AdminOrdersResponse = Out<typeof AdminOrdersResponseSchema>;
/** What every admin action on an order answers: the order as it is now. */
export interface AdminOrderActionResponse {
  order: AdminOrder;
}
export type AdminOrderDetail = Out<typeof AdminOrderDetailSchema>;
export type AdminOrderSearchQuery = Partial<In<typeof AdminOrderSearchQuerySchema>>;
export type AdminReceipt = Out<typeof AdminReceiptSchema>;
export type AdminVenue = Out<typeof AdminVenueSchema>;
export type AdminPostageMethod = Out<typeof AdminPostageMethodSchema>;
export type AuditEntry = Out<typeof AuditEntrySchema>;
export type AuditQuery = Partial<In<typeof AuditQuerySchema>>;
export type RecordPaymentRequest = In<typeof RecordPaymentRequestSchema>;
export type AdminWriteResponse = Out<typeof AdminWriteResponseSchema>;
export type CycleCreate = In<typeof CycleCreateSchema>;
export type CycleEventsUpdate = In<typeof CycleEventsUpdateSchema>;
export type PublicHoliday = Out<typeof PublicHolidaySchema>;
export type PublicHolidayCreate = In<typeof PublicHolidayCreateSchema>;
export type ProductUpdate = In<typeof ProductUpdateSchema>;
export type VenueUpsert = In<typeof VenueUpsertSchema>;
export type VenueSessionUpsert = In<typeof VenueSessionUpsertSchema>;
export type PostageMethodUpdate = In<typeof PostageMethodUpdateSchema>;

const enc = encodeURIComponent;

/** Drops empty strings and undefined so the query string carries only what was asked. */
function params<T extends object>(query: T): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value as string | number;
  }
  return out;
}

/** GET /api/admin/dashboard: orders by status, receipts awaiting approval, seats left per venue session. */
export const getAdminDashboard = () => call<AdminDashboard>({ method: 'GET', url: '/admin/dashboard' });

/** GET /api/admin/orders: search by order number, mobile or name (q) and by status. */
export const searchAdminOrders = (query: AdminOrderSearchQuery = {}) =>
  call<AdminOrdersResponse>({ method: 'GET', url: '/admin/orders', params: params(query) });

/** GET /api/admin/orders/:id (the enrolment number): the order, its payments, receipts and history. */
export const getAdminOrder = (enrollmentNo: string) =>
  call<AdminOrderDetail>({ method: 'GET', url: `/admin/orders/${enc(enrollmentNo)}` });

/** POST /api/admin/orders/:id/payments: an FPS or bank payment recorded by staff. */
export const recordAdminPayment = (enrollmentNo: string, body: RecordPaymentRequest) =>
  call<AdminOrderActionResponse>({ method: 'POST', url: `/admin/orders/${enc(enrollmentNo)}/payments`, data: body });

/** POST /api/admin/orders/:id/cancel (the seats are given back). */
export const cancelAdminOrder = (enrollmentNo: string, reason?: string) =>
  call<AdminOrderActionResponse>({
    method: 'POST',
    url: `/admin/orders/${enc(enrollmentNo)}/cancel`,
    data: reason ? { reason } : {},
  });

/** POST /api/admin/orders/:id/extend: a new last payment due time. */
export const extendAdminOrder = (enrollmentNo: string, dueAt: string) =>
  call<AdminOrderActionResponse>({
    method: 'POST',
    url: `/admin/orders/${enc(enrollmentNo)}/extend`,
    data: { due_at: dueAt },
  });

/** POST /api/admin/receipts/:id/approve: payment completed, tickets issued. */
export const approveAdminReceipt = (receiptId: number) =>
  call<unknown>({ method: 'POST', url: `/admin/receipts/${receiptId}/approve`, data: {} });

/** POST /api/admin/receipts/:id/reject: the reason is shown to the candidate, who may upload again. */
export const rejectAdminReceipt = (receiptId: number, reason: string) =>
  call<unknown>({ method: 'POST', url: `/admin/receipts/${receiptId}/reject`, data: { reason } });

/** GET /api/admin/receipts?status=pending: the receipts queue, oldest first. */
export const getAdminReceipts = (status: AdminReceipt['status'] = 'pending', limit = 200) =>
  call<AdminReceipt[]>({ method: 'GET', url: '/admin/receipts', params: { status, limit } });

/**
 * A receipt's image by the queue's image_url (bearer, so fetched as a blob rather than by <img src>).
 * The URL may carry the /api prefix; the client's base already has it.
 */
export const getAdminReceiptImage = (imageUrl: string) =>
  call<Blob>({ method: 'GET', url: imageUrl.replace(/^\/api(?=\/)/, ''), responseType: 'blob' });

/** GET /api/admin/cycles: every cycle with its dates and products (is_current marks the current one). */
export const getAdminCycles = () => call<AdminCycle[]>({ method: 'GET', url: '/admin/cycles' });

/** POST /api/admin/cycles: a new cycle (code like '2025-26'); 409 CYCLE_CODE_TAKEN on `code` when it exists. */
export const createAdminCycle = (body: CycleCreate) =>
  call<AdminWriteResponse>({ method: 'POST', url: '/admin/cycles', data: body });

/** PUT /api/admin/cycles/:id/current: this cycle becomes the current one (the previous one stops being it). */
export const makeAdminCycleCurrent = (cycleId: number) =>
  call<AdminWriteResponse>({ method: 'PUT', url: `/admin/cycles/${cycleId}/current` });

/** PUT /api/admin/cycles/:id/events: only the dates that change (ISO instants, null to clear). */
export const updateCycleEvents = (cycleId: number | string, body: CycleEventsUpdate) =>
  call<unknown>({ method: 'PUT', url: `/admin/cycles/${enc(String(cycleId))}/events`, data: body });

/** PUT /api/admin/products/:id (the product's numeric id, product_db_id): price, exam date, active. */
export const updateAdminProduct = (productDbId: number, body: ProductUpdate) =>
  call<unknown>({ method: 'PUT', url: `/admin/products/${productDbId}`, data: body });

/**
 * GET /api/admin/venues: every venue with its active flag (inactive ones too) and its sessions in the cycle
 * (default: the current one).
 */
export const getAdminVenues = (cycleId?: number) =>
  call<AdminVenue[]>({ method: 'GET', url: '/admin/venues', params: cycleId ? { cycle_id: cycleId } : {} });

/** POST /api/admin/venues */
export const createAdminVenue = (body: VenueUpsert) =>
  call<unknown>({ method: 'POST', url: '/admin/venues', data: body });

/** PUT /api/admin/venues/:id */
export const updateAdminVenue = (venueId: number, body: VenueUpsert) =>
  call<unknown>({ method: 'PUT', url: `/admin/venues/${venueId}`, data: body });

/** POST /api/admin/venues/:id/sessions: a sitting with its capacity. */
export const addAdminVenueSession = (venueId: number, body: VenueSessionUpsert) =>
  call<unknown>({ method: 'POST', url: `/admin/venues/${venueId}/sessions`, data: body });

/** PUT /api/admin/venue_sessions/:id: a sitting's capacity. */
export const updateAdminVenueSession = (sessionId: number, capacity: number) =>
  call<unknown>({ method: 'PUT', url: `/admin/venue_sessions/${sessionId}`, data: { capacity } });

/** PUT /api/admin/postage_methods/:code: fee, names, active. */
export const updateAdminPostageMethod = (code: string, body: PostageMethodUpdate) =>
  call<unknown>({ method: 'PUT', url: `/admin/postage_methods/${enc(code)}`, data: body });

/** GET /api/admin/postage_methods: every postage method with its active flag (inactive ones too). */
export const getAdminPostageMethods = () =>
  call<AdminPostageMethod[]>({ method: 'GET', url: '/admin/postage_methods' });

/** GET /api/payment/settings: the bank and FPS details candidates are shown. */
export const getAdminPaymentSettings = () => call<PaymentSettings>({ method: 'GET', url: '/payment/settings' });

/** PUT /api/admin/settings/payment */
export const updatePaymentSettings = (body: PaymentSettings) =>
  call<unknown>({ method: 'PUT', url: '/admin/settings/payment', data: body });

/** GET /api/admin/holidays?year=YYYY: that year's Hong Kong public holidays in date order. */
export const getAdminHolidays = (year: number) =>
  call<PublicHoliday[]>({ method: 'GET', url: '/admin/holidays', params: { year } });

/** POST /api/admin/holidays: 409 HOLIDAY_DATE_TAKEN on `date` when that day is a holiday already. */
export const addAdminHoliday = (body: PublicHolidayCreate) =>
  call<AdminWriteResponse>({ method: 'POST', url: '/admin/holidays', data: body });

/** DELETE /api/admin/holidays/:date ('YYYY-MM-DD') */
export const deleteAdminHoliday = (date: string) =>
  call<AdminWriteResponse>({ method: 'DELETE', url: `/admin/holidays/${enc(date)}` });

/** GET /api/admin/audit: newest first. */
export const getAuditLog = (query: AuditQuery = {}) =>
  call<AuditEntry[]>({ method: 'GET', url: '/admin/audit', params: params(query) });

/** Where a receipt's image is served to staff when only its id is known (the order detail lists no URL). */
export const adminReceiptImageUrl = (receiptId: number) => `/payment/receipts/${receiptId}/image`;
