// The FPS page's calls: the payment status polled until it is final, and cancelling the order.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelEnrolment, getCandidateInfo, getPaymentStatus, queryKeys } from '@mockexam/api-client';
import { nextPoll } from './polling';

/**
 * The payment status, asked again every 5 seconds while `active` until it is final. A failed check is
 * only logged (spec) and not retried: the next poll is the retry. It keeps polling in a background
 * tab, where the candidate pays in the bank's app.
 */
export const usePolledPaymentStatus = (enrollmentNo: string, active: boolean) =>
  useQuery({
    queryKey: queryKeys.paymentStatus(enrollmentNo),
    queryFn: () =>
      getPaymentStatus(enrollmentNo).catch((error: unknown) => {
        console.warn('payment status check failed', error);
        throw error;
      }),
    enabled: active,
    retry: false,
    refetchInterval: (query) => nextPoll(query.state.data?.payment_status),
    refetchIntervalInBackground: true,
  });

/**
 * POST /api/enrollment/cancel. Whatever the answer (a timeout may still have cancelled it), the order,
 * its status and the order list are stale: the pages that show them next read them again. (Not here:
 * the FPS page is left right after.)
 */
export function useCancelEnrolment(enrollmentNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelEnrolment(enrollmentNo),
    onSettled: () => {
      for (const queryKey of [
        queryKeys.enrolment(enrollmentNo),
        queryKeys.paymentStatus(enrollmentNo),
        queryKeys.candidateOrders,
      ]) {
        void client.invalidateQueries({ queryKey, refetchType: 'none' });
      }
    },
  });
}

/**
 * GET /api/candidate_info for the success page: whether this order's admission ticket is issued (the
 * server issues tickets on payment). Always read again on opening: a cached answer from before the
 * payment would say there is no ticket yet.
 */
export const useFreshCandidateInfo = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.candidateInfo, queryFn: getCandidateInfo, enabled, refetchOnMount: 'always' });
