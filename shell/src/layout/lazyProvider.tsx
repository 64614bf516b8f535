// A provider whose code loads on first use (never with the home page's first view): the page shows
// its loading state meanwhile, and `preload` starts the download before the provider mounts.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { PageLoading } from './PageLoading';

type Children = { children: ReactNode };

export function lazyProvider(load: () => Promise<{ default: ComponentType<Children> }>) {
  const Loaded = lazy(load);
  function Provider({ children }: Children) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Loaded>{children}</Loaded>
      </Suspense>
    );
  }
  return { Provider, preload: () => void load() };
}
