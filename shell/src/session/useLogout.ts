// Logout (spec section 4): tell the server (1.5 s at most), clear token, cookie, persist flag and
// enrolment draft, then go home (candidate), to school login (school user) or admin login (staff).
import { useCallback } from 'react';
import { sessionStore, roleOf } from '@mockexam/session';

export function useLogout(): () => Promise<string> {
  return useCallback(async () => {
    const role = roleOf(sessionStore.getState().profile);
    const { logout } = await import('@mockexam/api-client');
    await logout().catch(() => undefined);
    sessionStore.getState().signOut();
    if (role === 'school') return 'school/login';
    if (role === 'staff') return 'admin/login';
    return '';
  }, []);
}
