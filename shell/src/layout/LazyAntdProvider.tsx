// antd is loaded only by pages that use it, never by the first view of the home page.
import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoading } from './PageLoading';

const Provider = lazy(() => import('./AntdShellProvider'));

export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Provider>{children}</Provider>
    </Suspense>
  );
}
