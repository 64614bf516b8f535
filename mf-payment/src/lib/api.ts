// The reads every payment feature shares, on the shell's QueryClient: an order's enrolment info, its
// payment status and the payee details. The keys are the site's: other remotes read and invalidate them.
import { useQuery } from '@tanstack/react-query';
import { getEnrolment, getPaymentSettings, getPaymentStatus, queryKeys } from '@mockexam/api-client';

/** The site's keys (shared/api-client) under the names the payment features use. */
export const paymentKeys = {
  enrolment: queryKeys.enrolment,
  /** The FPS page polls this one (features/fps/api.ts). */
  status: queryKeys.paymentStatus,
  settings: queryKeys.paymentSettings,
  /** The candidate's order list (order history, in mf-enrolment): a payment or a cancel changes it. */
  candidateOrders: queryKeys.candidateOrders,
};

/** POST /api/enrollment (form: id): the order with its payment status. */
export const useEnrolment = (enrollmentNo: string) =>
  useQuery({ queryKey: paymentKeys.enrolment(enrollmentNo), queryFn: () => getEnrolment(enrollmentNo) });

/** GET /api/payment/settings: the FPS id and bank account candidates pay into. */
export const usePaymentSettings = () => useQuery({ queryKey: paymentKeys.settings, queryFn: getPaymentSettings });

/** POST /api/enrollment/payment/status. */
export const usePaymentStatus = (enrollmentNo: string) =>
  useQuery({ queryKey: paymentKeys.status(enrollmentNo), queryFn: () => getPaymentStatus(enrollmentNo) });
