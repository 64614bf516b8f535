// The code of a remote page starts loading when the visitor shows the intent to open it (a pointer over,
// a finger on or the focus on its link), before the click: a first navigation into a remote's page waits
// for its code (antd, the query client, the remote's pages). Loading the pages the main content links to
// while the visitor reads was measured and left out: running that code (antd's core, the page's
// components) while the page is still settling cost home 7 to 9 Lighthouse points (docs/performance.md).
// A failed download is left for the page to show and retry.
import { loadPages } from './loadPages';
import { preloadRemotePage, remoteRouteOf } from './preload';

const started = new Set<string>();

/** Loads the code of the page at `pathname` if a remote owns it; once per page. */
export async function prefetchPage(pathname: string): Promise<void> {
  const owner = await remoteRouteOf(pathname);
  if (!owner) return;
  const key = `${owner.remote}:${owner.path}`;
  if (started.has(key)) return;
  started.add(key);
  preloadRemotePage(owner);
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

/** Listens for intent on every link of the document, once. */
export function prefetchOnIntent(): void {
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
