// After a successful login: store the session, then go where the user wanted (the guard's
// `state.from`) or to their home (school user -> school/home, staff -> admin/home, else home).
import type { NavigateFunction } from 'react-router';
import type { LoginResponse } from '@mockexam/api-client';
import { roleOf, sessionStore, type Role } from '@mockexam/session';
import { homeOf } from '../../routes/access';
import { safeReturnPath } from '../../routes/returnPath';

/** What account pages pass to the login page in the location state. */
export interface LoginPageState {
  /** The page a guard sent the visitor away from. */
  from?: string;
  /** A success notice to show: after registration or a password reset. */
  notice?: 'registered' | 'passwordReset';
  /** Prefills the account field (the mobile number just registered or reset). */
  username?: string;
}

export const homePath = (locale: string, role: Role | null) => `/${locale}/${homeOf(role)}`.replace(/\/$/, '');

export async function completeLogin(options: {
  result: LoginResponse;
  persist: boolean;
  navigate: NavigateFunction;
  locale: string;
  from?: unknown;
}): Promise<void> {
  const { result, persist, navigate, locale } = options;
  const home = homePath(locale, roleOf(result.profile));
  const target = safeReturnPath(options.from) ?? home;
  sessionStore.getState().signIn(result.access_token, result.profile, persist);
  // On a login page the guard sends the now logged-in user to the same place (from, else home).
  await navigate(target, { replace: true });
}
