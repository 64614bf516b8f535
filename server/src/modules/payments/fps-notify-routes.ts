// POST /api/payment/fps/notify: the collecting bank tells us an FPS payment arrived. Public, but
// only a body signed with FPS_NOTIFY_SECRET is believed; without the secret every call is refused.
// Idempotent by the bank's transaction id (a unique column), so a retried notice pays once; the same
// id for a different order is refused (409) and written to the audit log for staff.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, FPS_SIGNATURE_HEADER, FpsNotifyRequest, FpsNotifyResponse } from '@mockexam/contracts';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { lockOrder } from '../orders/queries';
import { applyPayment } from './apply-payment';
import { signatureMatches } from './signature';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

export const fpsNotifyRoutes: FastifyPluginAsyncZod = async (app) => {
  // This scope keeps the raw bytes: the signature covers them, not a re-serialised object.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      done(new AppError(400, 'VALIDATION_ERROR', 'FORM_INVALID'), undefined);
    }
  });

  app.post(
    '/payment/fps/notify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payment'],
        summary: "The bank's FPS payment notification (HMAC-SHA256 of the raw body in X-Signature)",
        body: FpsNotifyRequest,
        response: {
          200: FpsNotifyResponse,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          503: ErrorBody,
        },
      },
      preValidation: async (request) => {
        const secret = app.config.fpsNotifySecret;
        if (!secret) throw new AppError(503, 'NOTIFY_NOT_CONFIGURED', 'NOTIFY_NOT_CONFIGURED');
        const header = request.headers[FPS_SIGNATURE_HEADER];
        if (
          !request.rawBody ||
          !signatureMatches(secret, request.rawBody, typeof header === 'string' ? header : undefined)
        ) {
          throw new AppError(401, 'SIGNATURE_INVALID', 'SIGNATURE_INVALID');
        }
      },
    },
    async (request) => {
      const notice = request.body;
      // A deadlock is retried inside tx; a race still lost after that answers 503, so the bank sends
      // the notice again (errors plugin). The money is never dropped with a 500.
      const outcome = await app.db.tx(async (q) => {
        const order = await lockOrder(q, { enrollmentNo: notice.bill_number });
        if (!order) throw notFound();
        return applyPayment(q, app.notices, { userId: null, role: 'bank' }, order, {
          method: 'fps',
          source: 'bank_notify',
          amountCents: notice.amount_cents,
          reference: notice.txn_id,
          bankTxnId: notice.txn_id,
          receivedAt: new Date(notice.paid_at),
        });
      });
      // The audit entry for staff is committed; the bank is told the notice was refused.
      if (outcome.result === 'other_order') throw conflict('TXN_ID_OTHER_ORDER');
      return { accepted: true, duplicate: outcome.result === 'duplicate', payment_status: outcome.paymentStatus };
    },
  );
};
