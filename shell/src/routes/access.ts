// Route guards of spec section 4, as pure rules so they are tested without a browser.
import type { RouteAccess } from '@mockexam/contracts/routes';
import { isCandidateRole, type Role } from '@mockexam/session';

/** The kinds of access a page may declare (the remotes declare theirs in their route tables). */
export type Access = RouteAccess;

/** Where each role lands: its home. */
export function homeOf(role: Role | null): string {
  switch (role) {
    case 'school':
      return 'school/home';
    case 'staff':
      return 'admin/home';
    case 'marker':
      // Markers and chief markers land on their questions.
      return 'marking';
    case 'school_candidate':
      // A student with the school's slip lands on their own page: their exams and, once released, results.
      return 'exam-result-list';
    default:
      return '';
  }
}

/** The matching login page for a visitor who opens a page that needs one. */
export function loginFor(access: Access): string {
  if (access === 'school') return 'school/login';
  if (access === 'staff') return 'admin/login';
  if (access === 'marker') return 'marking/login';
  return 'login';
}

export type GuardDecision = { allow: true } | { redirect: string; rememberFrom?: boolean };

/** `role` is null for a visitor. The redirect is a path below the locale prefix. */
export function decide(access: Access, role: Role | null): GuardDecision {
  if (access === 'public') return { allow: true };
  if (access === 'guest' || access === 'staff-guest' || access === 'marker-guest') {
    return role ? { redirect: homeOf(role) } : { allow: true };
  }
  if (!role) return { redirect: loginFor(access), rememberFrom: true };
  switch (access) {
    case 'authenticated':
      return { allow: true };
    case 'candidate':
      // Candidate pages need a candidate (individual or school candidate), else school home.
      if (isCandidateRole(role)) return { allow: true };
      return { redirect: role === 'staff' || role === 'marker' ? homeOf(role) : 'school/home' };
    case 'school':
      // School pages need a teacher's subject account; anyone else goes home.
      return role === 'school' ? { allow: true } : { redirect: homeOf(role) };
    case 'staff':
      // A marker opening a back-office page goes to their marking.
      return role === 'staff' ? { allow: true } : { redirect: homeOf(role) };
    case 'marker':
      // The marking workspace is markers' own; staff who open it go back to the back office.
      return role === 'marker' ? { allow: true } : { redirect: homeOf(role) };
  }
}
