import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useRole, useSession } from '@mockexam/session';
import { decide, type Access } from './access';
import { safeReturnPath } from './returnPath';
import { PageLoading } from '../layout/PageLoading';

export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const { locale } = useParams();
  const location = useLocation();
  const status = useSession((s) => s.status);
  const role = useRole();
  if (access !== 'public' && status === 'unverified') return <PageLoading />;
  const decision = decide(access, role);
  if ('allow' in decision) return <>{children}</>;
  // A login page that just logged someone in: back to the page they were sent away from.
  const returnTo =
    (access === 'guest' || access === 'staff-guest') && safeReturnPath((location.state as { from?: unknown })?.from);
  if (returnTo) return <Navigate to={returnTo} replace />;
  const from = decision.rememberFrom ? { from: location.pathname + location.search } : undefined;
  return <Navigate to={`/${locale}/${decision.redirect}`.replace(/\/$/, '')} replace state={from} />;
}
