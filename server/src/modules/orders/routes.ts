// The candidate's orders: create (idempotent), list, read one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateOrderRequest,
  CreateOrderResponse,
  ErrorBody,
  Order,
  OrderIdParam,
  OrdersResponse,
  centsToHkd,
} from '@mockexam/contracts';
import { badRequest, notFound, unauthenticated } from '../../lib/app-error';
import { ownCandidateId } from '../../lib/ownership';
import { createOrder } from './create-order';
import { findOrders, publicOrder } from './queries';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders',
    {
      config: { access: 'candidate' },
      schema: {
        tags: ['enrolment'],
        summary: 'Submit the enrolment draft as an order (Idempotency-Key header required)',
        body: CreateOrderRequest,
        response: { 200: CreateOrderResponse, 201: CreateOrderResponse, ...errors },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth?.userId) throw unauthenticated();
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || key.trim() === '' || key.length > 200) {
        throw badRequest('IDEMPOTENCY_KEY_REQUIRED', { 'Idempotency-Key': 'IDEMPOTENCY_KEY_REQUIRED' });
      }
      const created = await createOrder(
        app.db,
        app.notices,
        { userId: auth.userId, candidateId: ownCandidateId(auth), idempotencyKey: key.trim(), draft: request.body },
        { userId: auth.userId, role: auth.role },
      );
      if (created.replayed) reply.header('idempotent-replayed', 'true');
      reply.code(created.replayed ? 200 : 201);
      return {
        enrollment_no: created.enrollmentNo,
        status: created.status,
        payment_method: created.paymentMethod,
        due_at: created.dueAt.toISOString(),
        payment_status: created.paymentStatus,
        total: centsToHkd(created.totalCents),
        total_cents: created.totalCents,
      };
    },
  );

  app.get(
    '/orders',
    {
      config: { access: 'candidate' },
      schema: { tags: ['enrolment'], summary: 'My orders, newest first', response: { 200: OrdersResponse, ...errors } },
    },
    async (request) => {
      const orders = await findOrders(app.db, 'o.candidate_id = $1', [ownCandidateId(request.auth)]);
      return orders.map(publicOrder);
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { access: 'candidate' },
      schema: {
        tags: ['enrolment'],
        summary: 'One of my orders by enrolment number (404 for anyone else)',
        params: OrderIdParam,
        response: { 200: Order, ...errors },
      },
    },
    async (request) => {
      const [order] = await findOrders(app.db, 'o.enrollment_no = $1 and o.candidate_id = $2', [
        request.params.id,
        ownCandidateId(request.auth),
      ]);
      if (!order) throw notFound();
      return publicOrder(order);
    },
  );
};
