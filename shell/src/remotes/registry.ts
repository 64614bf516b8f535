// Runtime discovery: /remotes.json maps each remote to the manifest of its current release and the
// routes that release owns. Nothing about a remote's location or pages is compiled into the shell,
// so releasing or rolling back a remote (and adding or removing its pages) is a registry change.
import './sharedRuntime';
import './antdProvides';
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { matchPath } from 'react-router';
// The zod-free part of the contracts: the registry is read on the first view.
import { isRemoteRouteEntry, REMOTE_NAMES, type RemoteName, type RouteAccess } from '@mockexam/contracts/routes';
import { retryPlugin } from './runtime-plugin/retry';
import { fallbackPlugin } from './runtime-plugin/fallback';

export type { RemoteName };

/** A page the registry says a remote owns. */
export interface RegistryRoute {
  remote: RemoteName;
  path: string;
  access: RouteAccess;
  /** False when the page does without antd: it is mounted without antd's provider. */
  antd: boolean;
}

/** The registry route that owns a page path below the locale ('fps_payment/1'), if any. */
export function ownerOf(routes: readonly RegistryRoute[], path: string): RegistryRoute | undefined {
  return routes.find((route) => matchPath({ path: route.path, end: true }, `/${path}`));
}

/** The Module Federation container name of a remote package ('mf-report' -> 'mf_report'). */
export const containerName = (remote: RemoteName) => remote.replace('-', '_');

/** The manifest URL each remote is registered with in this page. */
const registered = new Map<RemoteName, string>();

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

interface Registry {
  manifests: Map<RemoteName, string>;
  routes: RegistryRoute[];
}

async function fetchRegistry(): Promise<Registry> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const body = (await response.json()) as Record<string, { manifest?: unknown; routes?: unknown }>;
  const manifests = new Map<RemoteName, string>();
  const routes: RegistryRoute[] = [];
  for (const [name, entry] of Object.entries(body)) {
    if (!isRemoteName(name) || typeof entry?.manifest !== 'string') continue;
    manifests.set(name, new URL(entry.manifest, location.origin).href);
    // A route of an unknown kind of access is never mounted: the shell owns what access means.
    const owned = Array.isArray(entry.routes) ? entry.routes.filter(isRemoteRouteEntry) : [];
    routes.push(
      ...owned.map((route) => ({ remote: name, path: route.path, access: route.access, antd: route.antd !== false })),
    );
  }
  return { manifests, routes };
}

const toRemotes = (entries: [RemoteName, string][]) =>
  entries.map(([name, entry]) => ({ name: containerName(name), entry }));

let initialRegistration: Promise<RegistryRoute[]> | null = null;

/** At start-up: registers every remote of the registry with the Module Federation runtime. */
export function registerRemotesFromRegistry(): Promise<RegistryRoute[]> {
  initialRegistration ??= (async () => {
    registerPlugins([retryPlugin(), fallbackPlugin()]);
    const { manifests, routes } = await fetchRegistry();
    registerRemotes(toRemotes([...manifests]));
    for (const [name, url] of manifests) registered.set(name, url);
    return routes;
  })();
  return initialRegistration;
}

let routesOfThisPage: Promise<RegistryRoute[] | null> | null = null;

/**
 * The pages the remotes own, as this page's registry listed them; null when it could not be read.
 * One promise per page load: React's use() needs the same promise on every render.
 */
export function registryRoutes(): Promise<RegistryRoute[] | null> {
  routesOfThisPage ??= registerRemotesFromRegistry().catch(() => null);
  return routesOfThisPage;
}

/** Remote pages wait for the start-up registration (a failed one leaves retry to fix it). */
export const whenRegistered = () => registryRoutes().then(() => undefined);

export type RefreshOutcome = 'unchanged' | 'registered' | 'reload-needed';

/**
 * Before a retry: re-reads the registry for one remote. A remote whose release changed is
 * re-registered, unless a version of it has already run in this page: two builds of one remote
 * cannot share a page (their chunk ids collide), so then only a page reload can switch versions.
 */
export async function refreshRemote(remote: RemoteName, hasRun: boolean): Promise<RefreshOutcome> {
  const url = (await fetchRegistry()).manifests.get(remote);
  if (!url || url === registered.get(remote)) return 'unchanged';
  if (hasRun) return 'reload-needed';
  registerRemotes(toRemotes([[remote, url]]), { force: true });
  registered.set(remote, url);
  return 'registered';
}
