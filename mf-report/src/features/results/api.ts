// The candidate's released results: the server answers an empty list until results are released.
import { useQuery } from '@tanstack/react-query';
import { getCandidateAllExamDetails, queryKeys } from '@mockexam/api-client';

export const useCandidateResults = () =>
  useQuery({ queryKey: queryKeys.candidateResults, queryFn: getCandidateAllExamDetails });
