// The back office's orders (access: staff): dashboard counts, search, an order's detail, and what staff do to it
// (record a payment, cancel, extend the due time).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCancelOrderRequest,
  AdminDashboard,
  AdminOrderActionResponse,
  AdminOrderDetail,
  AdminOrderSearchQuery,
  AdminOrdersResponse,
  ErrorBody,
  ExtendOrderRequest,
  OrderIdParam,
  RecordPaymentRequest,
} from '@mockexam/contracts';
import { staffActor } from '../../lib/audit';
import { extendDueTime, recordStaffPayment, staffCancel } from './staff-actions';
import { dashboard, orderDetail, searchOrders } from './staff-queries';
import { STAFF_CANCEL_TEXT } from './queries';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const staff = { access: 'staff' as const };

export const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const orderNow = async (enrollmentNo: string) => ({ order: (await orderDetail(app.db, enrollmentNo)).order });
  app.get(
    '/admin/dashboard',
    {
      config: staff,
      schema: { tags, summary: 'Counts for the staff home', response: { 200: AdminDashboard, ...errors } },
    },
    async () => dashboard(app.db),
  );

  app.get(
    '/admin/orders',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Search orders by order number, mobile, name or status',
        querystring: AdminOrderSearchQuery,
        response: { 200: AdminOrdersResponse, ...errors },
      },
    },
    async (request) => searchOrders(app.db, request.query),
  );

  app.get(
    '/admin/orders/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'An order (by enrolment number) with payments, receipts and history',
        params: OrderIdParam,
        response: { 200: AdminOrderDetail, ...errors },
      },
    },
    async (request) => orderDetail(app.db, request.params.id),
  );

  app.post(
    '/admin/orders/:id/payments',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Record an FPS or bank payment (same outcome as the bank notification)',
        params: OrderIdParam,
        body: RecordPaymentRequest,
        response: { 200: AdminOrderActionResponse, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      await recordStaffPayment(app.db, app.notices, staffActor(request), request.params.id, {
        method: body.method,
        amountCents: body.amount_cents,
        reference: body.reference ?? null,
        receivedAt: body.received_at ? new Date(body.received_at) : new Date(),
      });
      return orderNow(request.params.id);
    },
  );

  app.post(
    '/admin/orders/:id/cancel',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Cancel an order (its seats come back)',
        params: OrderIdParam,
        body: AdminCancelOrderRequest,
        response: { 200: AdminOrderActionResponse, ...errors },
      },
    },
    async (request) => {
      await staffCancel(app.db, staffActor(request), request.params.id, request.body.reason || STAFF_CANCEL_TEXT);
      return orderNow(request.params.id);
    },
  );

  app.post(
    '/admin/orders/:id/extend',
    {
      config: staff,
      schema: {
        tags,
        summary: "Extend an unpaid order's due time",
        params: OrderIdParam,
        body: ExtendOrderRequest,
        response: { 200: AdminOrderActionResponse, ...errors },
      },
    },
    async (request) => {
      await extendDueTime(app.db, staffActor(request), request.params.id, new Date(request.body.due_at));
      return orderNow(request.params.id);
    },
  );
};
