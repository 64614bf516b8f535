// The candidate's own records: their orders, newest first.
import { useQuery } from '@tanstack/react-query';
import { getOrders, queryKeys } from '@mockexam/api-client';

export const useCandidateOrders = () => useQuery({ queryKey: queryKeys.candidateOrders, queryFn: getOrders });
