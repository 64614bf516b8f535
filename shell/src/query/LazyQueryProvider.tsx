// TanStack Query is loaded only by remote pages, so the home page's first view stays small.
import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoading } from '../layout/PageLoading';

const Provider = lazy(() => import('./QueryProvider'));

export function QueryProvider({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Provider>{children}</Provider>
    </Suspense>
  );
}
