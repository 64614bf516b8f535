// The code of the remote pages a visitor will likely open next, loaded before they open them: a first
// navigation into a remote's page otherwise waits for its code (antd, the query client, the remote's
// pages) over a phone's network, about ten times the same navigation once loaded. Two triggers:
//   - intent: a pointer over, a finger on or the focus on a link to a remote page;
//   - reading: once the page is idle, the remote pages the main content links to (at most a few).
// Reading is skipped when the visitor asked to save data or is on a 2G connection; intent never is (the
// visitor is about to open the page anyway). A failed download is left for the page to show and retry.
import { pathAfterLocale } from '@mockexam/i18n';
import { loadPages } from './loadPages';
import { preloadRemotePage } from './preload';
import { ownerOf, registryRoutes } from './registry';

/** The links of the main content whose pages are loaded while the visitor reads. */
const MAX_READING_PREFETCHES = 3;

const started = new Set<string>();

const remotePageOf = async (pathname: string) => {
  const routes = await registryRoutes();
  return (routes && ownerOf(routes, pathAfterLocale(pathname))) ?? null;
};

/** Loads the code of the page at `pathname` if a remote owns it; once per page. */
export async function prefetchPage(pathname: string): Promise<void> {
  const owner = await remotePageOf(pathname);
  if (!owner) return;
  const key = `${owner.remote}:${owner.path}`;
  if (started.has(key)) return;
  started.add(key);
  preloadRemotePage(owner.remote);
  try {
    // A release built before remotes offered `preload` loads its pages module only.
    await (await loadPages(owner.remote, 0)).preload?.(owner.path);
  } catch {
    // The page shows the failure and its retry when it is opened.
  }
}

/** A same-site link's path, or null. */
function linkPath(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return null;
  return link.pathname === location.pathname ? null : link.pathname;
}

function onIntent(event: Event) {
  if (event instanceof PointerEvent && event.pointerType !== 'mouse') return;
  const path = linkPath(event.target);
  if (path) void prefetchPage(path);
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

const savingData = () => {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
};

const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(callback, { timeout: 3000 }) : setTimeout(callback, 1000);

/** The first few remote pages the main content links to. */
async function prefetchLinkedPages() {
  const links = document.querySelectorAll<HTMLAnchorElement>('#main a[href]');
  const paths = new Set([...links].map((link) => linkPath(link)).filter((path) => path !== null));
  const owners = await Promise.all([...paths].map(async (path) => ({ path, owner: await remotePageOf(path) })));
  const remotePaths = owners.filter(({ owner }) => owner).map(({ path }) => path);
  for (const path of remotePaths.slice(0, MAX_READING_PREFETCHES)) void prefetchPage(path);
}

/** Once the page has loaded and the browser is idle: the remote pages the main content links to. */
export function prefetchWhileReading(): void {
  if (savingData()) return;
  const scan = () => whenIdle(() => void prefetchLinkedPages());
  if (document.readyState === 'complete') scan();
  else addEventListener('load', scan, { once: true });
}

/** Listens for intent on every link of the document, once. */
export function prefetchOnIntent(): void {
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
