// TanStack Query is loaded only by remote pages, so the home page's first view stays small.
import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoading } from '../layout/PageLoading';

const load = () => import('./QueryProvider');
const Provider = lazy(load);

/** Starts downloading TanStack Query before the page that needs it mounts. */
export const preloadQueryProvider = () => void load();

export function QueryProvider({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Provider>{children}</Provider>
    </Suspense>
  );
}
