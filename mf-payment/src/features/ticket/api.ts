// The admission ticket page's read: the candidate's tickets (GET /api/candidate_info), shared with the
// FPS success page through lib/api.ts.
export { useCandidateInfo } from '../../lib/api';
