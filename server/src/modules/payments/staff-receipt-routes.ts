// The back office's receipts (access: staff): the queue, and approving or rejecting a receipt.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminIdParam,
  AdminReceiptsQuery,
  AdminReceiptsResponse,
  ApproveReceiptRequest,
  ErrorBody,
  RejectReceiptRequest,
} from '@mockexam/contracts';
import { staffActor } from '../../lib/audit';
import { receiptsQueue } from './receipt-queue';
import { approveReceipt, rejectReceipt } from './receipt-review';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const staff = { access: 'staff' as const };

export const staffReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
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
      await approveReceipt(app.db, app.notices, staffActor(request), request.params.id, request.body ?? {});
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
      await rejectReceipt(app.db, app.notices, staffActor(request), request.params.id, request.body.reason);
      return { success: true as const };
    },
  );
};
