// The back office: dashboard, orders, receipts, payments, audit log (access: staff).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCancelOrderRequest,
  AdminDashboard,
  AdminIdParam,
  AdminOrderActionResponse,
  AdminOrderDetail,
  AdminOrderSearchQuery,
  AdminOrdersResponse,
  AdminReceiptsQuery,
  AdminReceiptsResponse,
  ApproveReceiptRequest,
  AuditQuery,
  AuditResponse,
  ErrorBody,
  ExtendOrderRequest,
  OrderIdParam,
  RecordPaymentRequest,
  RejectReceiptRequest,
} from '@mockexam/contracts';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../../lib/app-error';
import type { AuditActor } from '../../lib/audit';
import { approveReceipt, extendDueTime, recordStaffPayment, rejectReceipt, staffCancel } from './order-actions';
import { auditLog, dashboard, orderDetail, receiptsQueue, searchOrders } from './queries';
import { STAFF_CANCEL_TEXT } from '../orders/queries';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const staff = { access: 'staff' as const };

export function staffActor(request: FastifyRequest): AuditActor {
  if (!request.auth?.userId) throw unauthenticated();
  return { userId: request.auth.userId, role: 'staff' };
}

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
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
      await recordStaffPayment(app.db, staffActor(request), request.params.id, {
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

  app.get(
    '/admin/receipts',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The receipts queue (oldest first)',
        querystring: AdminReceiptsQuery,
        response: { 200: AdminReceiptsResponse, ...errors },
      },
    },
    async (request) => receiptsQueue(app.db, request.query),
  );

  app.post(
    '/admin/receipts/:id/approve',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Approve a receipt: the payment is recorded, tickets issued when paid',
        params: AdminIdParam,
        body: ApproveReceiptRequest.optional(),
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await approveReceipt(app.db, staffActor(request), request.params.id, request.body ?? {});
      return { success: true as const };
    },
  );

  app.post(
    '/admin/receipts/:id/reject',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Reject a receipt with a reason the candidate sees (REJD; they may upload again)',
        params: AdminIdParam,
        body: RejectReceiptRequest,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await rejectReceipt(app.db, staffActor(request), request.params.id, request.body.reason);
      return { success: true as const };
    },
  );

  app.get(
    '/admin/audit',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The audit log, newest first',
        querystring: AuditQuery,
        response: { 200: AuditResponse, ...errors },
      },
    },
    async (request) => auditLog(app.db, request.query),
  );
};
