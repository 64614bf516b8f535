// A remote page needs three downloads: antd's provider (unless the page does without antd), the query client
// and the remote's pages. Mounted one inside the other they would load one after another (each Suspense waits
// for the previous), so they are started together: when a remote route renders, and at start-up when the
// address is a remote page.
import { pathAfterLocale } from '@mockexam/i18n';
import { preloadAntdProvider } from '../layout/LazyAntdProvider';
import { preloadQueryProvider } from '../query/LazyQueryProvider';
import { loadPages } from './loadPages';
import { ownerOf, registryRoutes, type RegistryRoute } from './registry';

export function preloadRemotePage({ remote, antd }: Pick<RegistryRoute, 'remote' | 'antd'>): void {
  if (antd) preloadAntdProvider();
  preloadQueryProvider();
  // The first attempt's promise, the one the page itself then uses; its failure is the page's to show.
  loadPages(remote, 0).catch(() => undefined);
}

/** The registry route that owns a page address ('/en/fps_payment/1'), once the registry is read; null if none. */
export async function remoteRouteOf(pathname: string): Promise<RegistryRoute | null> {
  const routes = await registryRoutes();
  return (routes && ownerOf(routes, pathAfterLocale(pathname))) ?? null;
}

/** At start-up: if the address is a remote's page (after the locale), start its downloads now. */
export async function preloadFirstRemotePage(pathname: string): Promise<void> {
  const owner = await remoteRouteOf(pathname);
  if (owner) preloadRemotePage(owner);
}
