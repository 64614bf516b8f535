// The reads every payment feature shares, on the shell's QueryClient: an order's enrolment info, its
// payment status, the payee details and the candidate's admission tickets. The keys are the site's: other remotes read and invalidate them.
import { useQuery } from '@tanstack/react-query';
import { getCandidateInfo, getEnrolment, getPaymentSettings, getPaymentStatus, queryKeys } from '@mockexam/api-client';

/** POST /api/enrollment (form: id): the order with its payment status. */
export const useEnrolment = (enrollmentNo: string) =>
  useQuery({ queryKey: queryKeys.enrolment(enrollmentNo), queryFn: () => getEnrolment(enrollmentNo) });

/** GET /api/payment/settings: the FPS id and bank account candidates pay into. */
export const usePaymentSettings = () => useQuery({ queryKey: queryKeys.paymentSettings, queryFn: getPaymentSettings });

/** POST /api/enrollment/payment/status. */
export const usePaymentStatus = (enrollmentNo: string) =>
  useQuery({ queryKey: queryKeys.paymentStatus(enrollmentNo), queryFn: () => getPaymentStatus(enrollmentNo) });

/** GET /api/candidate_info: the candidate's admission tickets (the FPS success page asks whether its order's is issued). */
export const useCandidateInfo = () => useQuery({ queryKey: queryKeys.candidateInfo, queryFn: getCandidateInfo });
