// antd is loaded only by pages that use it, never by the first view of the home page.
import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoading } from './PageLoading';

const load = () => import('./AntdShellProvider');
const Provider = lazy(load);

/** Starts downloading antd's provider (and core) before the page that needs it mounts. */
export const preloadAntdProvider = () => void load();

export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Provider>{children}</Provider>
    </Suspense>
  );
}
