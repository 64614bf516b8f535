// The profile returned by login and session resume (spec section 3): a `school` key means a school
// user, a `candidate` key a candidate, both a school candidate; `staff` marks the publisher's staff.
import type { Profile, Role } from '@mockexam/contracts';

export type { Profile, Role };

export function roleOf(profile: Profile | null | undefined): Role | null {
  if (!profile) return null;
  if (profile.staff) return 'staff';
  if (profile.school && profile.candidate) return 'school_candidate';
  if (profile.school) return 'school';
  if (profile.candidate) return 'candidate';
  return null;
}

/** Candidate pages take candidates, individual or school candidates (the shell's guard and the flow agree). */
export function isCandidateRole(role: Role | null): boolean {
  return role === 'candidate' || role === 'school_candidate';
}
