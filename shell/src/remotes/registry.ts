// Runtime discovery: /remotes.json maps each remote to the manifest of its current release.
// Nothing about a remote's location is compiled into the shell, so releasing or rolling back
// a remote is a registry change.
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { retryPlugin } from './runtime-plugin/retry';
import { fallbackPlugin } from './runtime-plugin/fallback';

export type RemoteName = 'mf-enrolment' | 'mf-payment' | 'mf-school' | 'mf-report' | 'mf-admin';

/** The Module Federation container name of a remote package ('mf-report' -> 'mf_report'). */
export const containerName = (remote: RemoteName) => remote.replace('-', '_');

/** The manifest URL each remote is registered with in this page. */
const registered = new Map<RemoteName, string>();

async function fetchRegistry(): Promise<Map<RemoteName, string>> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const body = (await response.json()) as Record<string, string>;
  return new Map(Object.entries(body).map(([name, url]) => [name as RemoteName, new URL(url, location.origin).href]));
}

const toRemotes = (entries: [RemoteName, string][]) => entries.map(([name, entry]) => ({ name: containerName(name), entry }));

let initialRegistration: Promise<void> | null = null;

/** At start-up: registers every remote of the registry with the Module Federation runtime. */
export function registerRemotesFromRegistry(): Promise<void> {
  initialRegistration ??= (async () => {
    registerPlugins([retryPlugin(), fallbackPlugin()]);
    const registry = await fetchRegistry();
    registerRemotes(toRemotes([...registry]));
    for (const [name, url] of registry) registered.set(name, url);
  })();
  return initialRegistration;
}

/** Remote pages wait for the start-up registration (a failed one leaves retry to fix it). */
export const whenRegistered = () => (initialRegistration ?? registerRemotesFromRegistry()).catch(() => undefined);

export type RefreshOutcome = 'unchanged' | 'registered' | 'reload-needed';

/**
 * Before a retry: re-reads the registry for one remote. A remote whose release changed is
 * re-registered, unless a version of it has already run in this page: two builds of one remote
 * cannot share a page (their chunk ids collide), so then only a page reload can switch versions.
 */
export async function refreshRemote(remote: RemoteName, hasRun: boolean): Promise<RefreshOutcome> {
  const url = (await fetchRegistry()).get(remote);
  if (!url || url === registered.get(remote)) return 'unchanged';
  if (hasRun) return 'reload-needed';
  registerRemotes(toRemotes([[remote, url]]), { force: true });
  registered.set(remote, url);
  return 'registered';
}
