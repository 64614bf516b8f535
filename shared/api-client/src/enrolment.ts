// Venues, postage methods, orders and the spec's enrolment calls (server/README.md).
import type {
  CandidateInfoResponse,
  CreateOrderRequest,
  CreateOrderResponse,
  EnrolmentInfo,
  Order,
  PostageMethod,
  VenuesResponse,
} from '@mockexam/contracts';
import { call, form, TIMEOUTS } from './http';

/** GET /api/venues: venues with their sessions by exam date and the seats left. */
export const getVenues = () => call<VenuesResponse>({ method: 'GET', url: '/venues' });

/** GET /api/postage_methods: the spec's mailing methods with what detail each needs. */
export const getPostageMethods = () => call<PostageMethod[]>({ method: 'GET', url: '/postage_methods' });

/**
 * POST /api/orders (JSON): the draft turned into an order. The same Idempotency-Key always
 * answers with the same order, so a double click or a retry after a timeout creates one order.
 */
export const createOrder = (body: CreateOrderRequest, idempotencyKey: string) =>
  call<CreateOrderResponse>({
    method: 'POST',
    url: '/orders',
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** GET /api/orders: the candidate's orders, newest first. */
export const getOrders = () => call<Order[]>({ method: 'GET', url: '/orders' });

/** GET /api/orders/:id (enrolment number). */
export const getOrder = (id: string) => call<Order>({ method: 'GET', url: `/orders/${encodeURIComponent(id)}` });

/** POST /api/enrollment (form: id): enrolment info. */
export const getEnrolment = (id: string) =>
  call<EnrolmentInfo>({ method: 'POST', url: '/enrollment', data: form({ id }) });

/** POST /api/enrollment/cancel (form: id), 1.5 s. */
export const cancelEnrolment = (id: string) =>
  call<unknown>({ method: 'POST', url: '/enrollment/cancel', data: form({ id }), timeout: TIMEOUTS.cancel });

/** GET /api/candidate_info: admission ticket data. */
export const getCandidateInfo = () => call<CandidateInfoResponse>({ method: 'GET', url: '/candidate_info' });
