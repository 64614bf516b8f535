// The admission ticket page's read: the candidate's tickets (GET /api/candidate_info).
import { useQuery } from '@tanstack/react-query';
import { getCandidateInfo, queryKeys } from '@mockexam/api-client';

export const useCandidateInfo = () => useQuery({ queryKey: queryKeys.candidateInfo, queryFn: getCandidateInfo });
