import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useRole, useSession } from '@mockexam/session';
import type { Access } from './access';
import { guardRedirect } from './redirect';
import { PageLoading } from '../layout/PageLoading';

/**
 * A page's access rule while the app runs (a login, a logout, a link followed). On a page load the
 * same rule has already run before the first render (initialRedirect.ts), so a reader who may not
 * open the page never mounts it, nor this redirect.
 */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const { locale = '' } = useParams();
  const location = useLocation();
  const status = useSession((s) => s.status);
  const role = useRole();
  if (access !== 'public' && status === 'unverified') return <PageLoading />;
  const redirect = guardRedirect(access, role, locale, location);
  if (!redirect) return <>{children}</>;
  return <Navigate to={redirect.to} replace state={redirect.state} />;
}
