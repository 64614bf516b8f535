// Ownership rules for reads of owned objects. Whoever fails them gets 404 (not 403), so
// ids of other candidates' or schools' objects cannot be probed.
import type { AuthContext } from '../modules/accounts/principal';
import { notFound } from './app-error';

/** Who an object of candidate data (order, ticket, report) belongs to. */
export interface CandidateOwner {
  candidateId: number;
  /** The candidate's school and subject, for school candidates. */
  schoolId: number | null;
  subjectCode: string | null;
}

/**
 * A candidate reads their own; a teacher reads the candidates of their school and subject;
 * staff read everything.
 */
export function canReadCandidateData(auth: AuthContext | null, owner: CandidateOwner): boolean {
  if (!auth) return false;
  switch (auth.role) {
    case 'staff':
      return true;
    case 'candidate':
    case 'school_candidate':
      return auth.candidateId === owner.candidateId;
    case 'school':
      return owner.schoolId !== null && auth.schoolId === owner.schoolId && auth.subjectCode === owner.subjectCode;
    default:
      return false;
  }
}

export function assertCanReadCandidateData(auth: AuthContext | null, owner: CandidateOwner | null | undefined): void {
  if (!owner || !canReadCandidateData(auth, owner)) throw notFound();
}

/** The candidate id whose own data a candidate session reads; 404 for sessions without one. */
export function ownCandidateId(auth: AuthContext | null): number {
  if (!auth?.candidateId) throw notFound();
  return auth.candidateId;
}

/** The school and subject a teacher's session is confined to. */
export function schoolScope(auth: AuthContext | null): { schoolId: number; subjectCode: string } {
  if (auth?.role !== 'school' || !auth.schoolId || !auth.subjectCode) throw notFound();
  return { schoolId: auth.schoolId, subjectCode: auth.subjectCode };
}
