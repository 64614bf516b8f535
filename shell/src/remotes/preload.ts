// A remote page needs three downloads: antd's provider, the query client and the remote's pages. Mounted
// one inside the other they would load one after another (each Suspense waits for the previous), so they
// are started together: when a remote route renders, and at start-up when the address is a remote page.
import { pathAfterLocale } from '@mockexam/i18n';
import { preloadAntdProvider } from '../layout/LazyAntdProvider';
import { preloadQueryProvider } from '../query/LazyQueryProvider';
import { loadPages } from './loadPages';
import { ownerOf, registryRoutes, type RemoteName } from './registry';

export function preloadRemotePage(remote: RemoteName): void {
  preloadAntdProvider();
  preloadQueryProvider();
  // The first attempt's promise, the one the page itself then uses; its failure is the page's to show.
  loadPages(remote, 0).catch(() => undefined);
}

/** At start-up: if the address is a remote's page (after the locale), start its downloads now. */
export async function preloadFirstRemotePage(pathname: string): Promise<void> {
  const routes = await registryRoutes();
  const owner = routes && ownerOf(routes, pathAfterLocale(pathname));
  if (owner) preloadRemotePage(owner.remote);
}
