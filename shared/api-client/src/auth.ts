import type { LoginResponse, Profile } from '@mockexam/contracts';

export type { LoginResponse };
import { call, form, TIMEOUTS } from './http';

export const REALMS = { candidate: 'candidate-realm', school: 'school-realm', staff: 'staff-realm' } as const;

/** `persist` (default on, as in the spec's form) asks for a long-lived session. */
export const login = (realm: string, username: string, password: string, persist = true) =>
  call<LoginResponse>({
    method: 'POST',
    url: '/user/login',
    data: form({ realm, username, password, persist }),
    timeout: TIMEOUTS.login,
  });

export const loginByCandidate = (candidate: string, name: string) =>
  call<LoginResponse>({
    method: 'POST',
    url: '/user/login_by_candidate',
    data: form({ candidate, name }),
    timeout: TIMEOUTS.login,
  });

export const logout = () => call<unknown>({ method: 'GET', url: '/user/logout', timeout: TIMEOUTS.logout });

/** Resume with an explicit token (a token from storage or the query string, before it is trusted). */
export const resumeSession = (token?: string) =>
  call<Profile>({
    method: 'GET',
    url: '/user/session/resume',
    timeout: TIMEOUTS.resume,
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  });
