// The spec's own enrolment calls (form: id = enrolment number) and the admission ticket data.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CandidateInfoResponse,
  EnrolmentInfo,
  EnrollmentIdForm,
  ErrorBody,
  PAID_STATUSES,
  PaymentStatusResponse,
  SuccessResponse,
} from '@mockexam/contracts';
import { notFound } from '../../lib/app-error';
import { ownCandidateId } from '../../lib/ownership';
import { candidateInfo } from '../tickets/queries';
import { cancelOrder } from './cancel';
import { CANDIDATE_CANCEL_TEXT, findOrders, lockOrder, paymentStatusOf, publicOrder } from './queries';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const enrollmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownOrder = async (enrollmentNo: string, candidateId: number) => {
    const [order] = await findOrders(app.db, 'o.enrollment_no = $1 and o.candidate_id = $2', [
      enrollmentNo,
      candidateId,
    ]);
    if (!order) throw notFound();
    return order;
  };

  app.post(
    '/enrollment',
    {
      config: { access: 'candidate' },
      schema: {
        tags: ['enrolment'],
        summary: 'Enrolment info of one of my orders',
        body: EnrollmentIdForm,
        response: { 200: EnrolmentInfo, ...errors },
      },
    },
    async (request) => {
      const order = await ownOrder(request.body.id, ownCandidateId(request.auth));
      return {
        enrollment_no: order.enrollment_no,
        payment_status: order.payment_status,
        success: PAID_STATUSES.includes(order.payment_status) && order.status === 'confirmed',
        order: publicOrder(order),
      };
    },
  );

  app.post(
    '/enrollment/payment/status',
    {
      config: { access: 'candidate' },
      schema: {
        tags: ['payment'],
        summary: 'Payment status of one of my orders (the FPS page polls it every 5 s)',
        body: EnrollmentIdForm,
        response: { 200: PaymentStatusResponse, ...errors },
      },
    },
    async (request) => {
      const order = await paymentStatusOf(app.db, request.body.id, ownCandidateId(request.auth));
      if (!order) throw notFound();
      return {
        enrollment_no: order.enrollment_no,
        payment_status: order.payment_status,
        success: PAID_STATUSES.includes(order.payment_status) && order.status === 'confirmed',
        paid_at: order.paid_at ? order.paid_at.toISOString() : null,
      };
    },
  );

  app.post(
    '/enrollment/cancel',
    {
      config: { access: 'candidate' },
      schema: {
        tags: ['enrolment'],
        summary: 'Cancel one of my unpaid orders; its seats come back',
        body: EnrollmentIdForm,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      const auth = request.auth;
      const candidateId = ownCandidateId(auth);
      await app.db.tx(async (q) => {
        const order = await lockOrder(q, { enrollmentNo: request.body.id });
        if (!order || order.candidate_id !== candidateId) throw notFound();
        await cancelOrder(q, { userId: auth?.userId ?? null, role: 'candidate' }, order, CANDIDATE_CANCEL_TEXT);
      });
      return { success: true as const };
    },
  );

  app.get(
    '/candidate_info',
    {
      config: { access: ['candidate', 'school_candidate'] },
      schema: {
        tags: ['enrolment'],
        summary: 'Admission ticket data of the logged-in candidate',
        response: { 200: CandidateInfoResponse, ...errors },
      },
    },
    async (request) => candidateInfo(app.db, ownCandidateId(request.auth)),
  );
};
