// Where the guard of a page sends a reader who may not open it, as one pure rule: the <Guard> of a
// page applies it while the app runs, and start-up applies it before the first render (initialRedirect.ts).
import type { Role } from '@mockexam/session';
import { decide, type Access } from './access';
import { safeReturnPath } from './returnPath';

export interface Here {
  pathname: string;
  search: string;
  /** The navigation's state (react-router's location.state). */
  state: unknown;
}

export interface Redirect {
  to: string;
  /** The page the reader was sent away from, for the login page to return to. */
  state?: { from: string };
}

/** null when the reader may stay; `locale` is the page's locale segment. */
export function guardRedirect(access: Access, role: Role | null, locale: string, here: Here): Redirect | null {
  const decision = decide(access, role);
  if ('allow' in decision) return null;
  // A login page that just logged someone in: back to the page they were sent away from.
  const returnTo =
    (access === 'guest' || access === 'staff-guest' || access === 'marker-guest') &&
    safeReturnPath((here.state as { from?: unknown })?.from);
  if (returnTo) return { to: returnTo };
  const to = `/${locale}/${decision.redirect}`.replace(/\/$/, '');
  return decision.rememberFrom ? { to, state: { from: here.pathname + here.search } } : { to };
}
