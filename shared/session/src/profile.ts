// The profile returned by login and session resume (spec section 3): a `school` key means a school
// user, a `candidate` key a candidate, both a school candidate; `staff` marks the publisher's staff; a
// marker (a staff-realm account that marks scripts on screen, chief markers too) is known by its role.
import type { Profile, Role } from '@mockexam/contracts';

export type { Profile, Role };

export function roleOf(profile: Profile | null | undefined): Role | null {
  if (!profile) return null;
  if (profile.role === 'marker') return 'marker';
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

/**
 * The name the header shows, in the page's language. A teacher's subject account is known by its school
 * and subject, which the profile carries in both languages (display_name holds one of them, for the spec).
 */
export function displayNameIn(profile: Profile | null | undefined, locale: string): string {
  if (!profile) return '';
  const school = profile.school;
  if (roleOf(profile) !== 'school' || !school) return profile.display_name;
  const en = locale === 'en';
  const schoolName = en ? school.name_en : school.name_zh;
  if (!school.subject) return schoolName;
  return `${schoolName} - ${en ? school.subject.name_en : school.subject.name_zh}`;
}
