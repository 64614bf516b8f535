// Logout (spec section 4): tell the server (1.5 s at most), clear token, cookie, persist flag and
// enrolment draft, then go home (candidate), to school login (school user), admin login (staff) or the
// markers' login (markers).
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { sessionStore, roleOf } from '@mockexam/session';

const LOGIN_PAGES = { school: 'school/login', staff: 'admin/login', marker: 'marking/login' } as const;

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { locale } = useParams();
  const { pathname } = useLocation();
  const leavingFor = useRef<{ from: string; to: string } | null>(null);

  // A candidate goes home first and the session ends once they have left the page they were on: ended
  // before, the page behind a login (their results, their orders) would send them to the login page
  // instead. Wherever they arrive: a page that failed meanwhile (its calls refused once the server ended
  // the session) may have sent them to the error page rather than home, and they still leave logged out.
  useEffect(() => {
    const leaving = leavingFor.current;
    if (leaving === null || pathname === leaving.from) return;
    leavingFor.current = null;
    sessionStore.getState().signOut();
    if (pathname !== leaving.to) void navigate(leaving.to, { replace: true });
  }, [pathname, navigate]);

  return useCallback(async () => {
    const role = roleOf(sessionStore.getState().profile);
    const { logout } = await import('@mockexam/api-client');
    await logout().catch(() => undefined);
    const page = (path: string) => `/${locale}/${path}`.replace(/\/$/, '');
    if (role === 'school' || role === 'staff' || role === 'marker') {
      // Their login page takes only visitors: the session ends first.
      sessionStore.getState().signOut();
      await navigate(page(LOGIN_PAGES[role]));
      return;
    }
    const home = page('');
    if (window.location.pathname === home) {
      sessionStore.getState().signOut();
      return;
    }
    leavingFor.current = { from: window.location.pathname, to: home };
    await navigate(home);
  }, [locale, navigate]);
}
