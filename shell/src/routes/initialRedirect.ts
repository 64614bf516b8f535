// A page load that a guard would redirect is redirected before React renders anything: the address
// changes (history.replaceState) and the first render is already the page the reader lands on. A
// logged-in reader opening a login page, or another role's page, never mounts that page nor a
// <Navigate> in the first render, which runs as a transition into a hidden #root (App.tsx).
import { isLocale, pathAfterLocale } from '@mockexam/i18n';
import { roleOf, sessionStore } from '@mockexam/session';
import type { Access } from './access';
import { accountPages } from './accountPages';
import { publicPages } from './publicPages';
import { routeAliases } from './aliases';
import { guardRedirect, type Redirect } from './redirect';
import { ownerOf, type RegistryRoute } from '../remotes/registry';

/** Start-up never waits longer than this for the session or the registry; the guards then decide. */
const WAIT_AT_MOST_MS = 8_000;

export interface StartupSources {
  /** Session resume of a stored token (resolves when the store knows the session). */
  session: Promise<void>;
  /** The remotes' route table; null when it could not be read. */
  routes: () => Promise<readonly RegistryRoute[] | null>;
}

const inTime = <T>(promise: Promise<T>, fallback: T): Promise<T> =>
  Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), WAIT_AT_MOST_MS))]);

/** The access a path below the locale declares: the shell's own table, else the registry's; null if nobody owns it. */
async function accessOf(path: string, routes: StartupSources['routes']): Promise<Access | null> {
  const page = routeAliases[path] ?? path;
  if (page in publicPages) return 'public';
  if (page in accountPages) return accountPages[page].access;
  const owner = ownerOf((await inTime(routes(), null)) ?? [], page);
  return owner?.access ?? null;
}

/** Where the page in the address bar sends this reader, or null to stay. */
export async function initialRedirect(
  here: { pathname: string; search: string; state: unknown },
  sources: StartupSources,
): Promise<Redirect | null> {
  const locale = here.pathname.split('/')[1];
  if (!isLocale(locale)) return null;
  const path = pathAfterLocale(here.pathname).replace(/\/+$/, '');
  if (sessionStore.getState().forgotPassword) {
    return path === 'reset-password' ? null : { to: `/${locale}/reset-password` };
  }
  const access = await accessOf(path, sources.routes);
  if (!access || access === 'public') return null;
  if (sessionStore.getState().status === 'unverified') await inTime(sources.session, undefined);
  const { status, profile } = sessionStore.getState();
  if (status === 'unverified') return null;
  return guardRedirect(access, status === 'authenticated' ? roleOf(profile) : null, locale, here);
}

/** Applies initialRedirect to the address bar, keeping react-router's history entry format. */
export async function redirectBeforeFirstRender(sources: StartupSources): Promise<void> {
  const entry = (history.state ?? {}) as { usr?: unknown; key?: string; idx?: number };
  const redirect = await initialRedirect(
    { pathname: location.pathname, search: location.search, state: entry.usr },
    sources,
  );
  if (!redirect) return;
  const key = Math.random().toString(36).slice(2, 10);
  history.replaceState({ ...entry, usr: redirect.state ?? null, key }, '', redirect.to);
}
