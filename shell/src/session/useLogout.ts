// Logout (spec section 4): tell the server (1.5 s at most), clear token, cookie, persist flag and
// enrolment draft, then go home (candidate), to school login (school user) or admin login (staff).
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { sessionStore, roleOf } from '@mockexam/session';

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { locale } = useParams();
  const { pathname } = useLocation();
  const leavingFor = useRef<string | null>(null);

  // A candidate goes home first and the session ends once home is on screen: ended before, the page behind
  // a login they were on (their results, their orders) would send them to the login page instead.
  useEffect(() => {
    if (leavingFor.current === null || pathname !== leavingFor.current) return;
    leavingFor.current = null;
    sessionStore.getState().signOut();
  }, [pathname]);

  return useCallback(async () => {
    const role = roleOf(sessionStore.getState().profile);
    const { logout } = await import('@mockexam/api-client');
    await logout().catch(() => undefined);
    const page = (path: string) => `/${locale}/${path}`.replace(/\/$/, '');
    if (role === 'school' || role === 'staff') {
      // Their login page takes only visitors: the session ends first.
      sessionStore.getState().signOut();
      await navigate(page(role === 'school' ? 'school/login' : 'admin/login'));
      return;
    }
    const home = page('');
    if (window.location.pathname === home) {
      sessionStore.getState().signOut();
      return;
    }
    leavingFor.current = home;
    await navigate(home);
  }, [locale, navigate]);
}
