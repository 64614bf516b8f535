// The candidate's released results: the server answers an empty list until results are released. A
// school candidate's home also shows the exam their school entered them for (their admission data).
import { useQuery } from '@tanstack/react-query';
import { getCandidateAllExamDetails, getCandidateInfo, queryKeys } from '@mockexam/api-client';

export const useCandidateResults = () =>
  useQuery({ queryKey: queryKeys.candidateResults, queryFn: getCandidateAllExamDetails });

export const useMyExams = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.candidateInfo, queryFn: getCandidateInfo, enabled });
