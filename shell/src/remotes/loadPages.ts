// Loads a remote's './pages' module once per attempt. A retry re-reads the registry first, so a
// remote that came back, was released again or rolled back is picked up.
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemotePagesModule } from '@mockexam/ui';
import { containerName, refreshRemote, whenRegistered, type RemoteName } from './registry';

export type LoadedPages = RemotePagesModule & { unavailable?: boolean };

const attempts = new Map<string, Promise<LoadedPages>>();
/** Remotes whose code has run in this page (their module loaded, even if a page later threw). */
const hasRun = new Set<RemoteName>();

const never = new Promise<never>(() => undefined);

export function loadPages(remote: RemoteName, attempt: number): Promise<LoadedPages> {
  const key = `${remote}#${attempt}`;
  let pending = attempts.get(key);
  if (!pending) {
    pending = (async () => {
      await whenRegistered();
      if (attempt > 0 && (await refreshRemote(remote, hasRun.has(remote))) === 'reload-needed') {
        location.reload();
        return never;
      }
      const module = await loadRemote<LoadedPages>(`${containerName(remote)}/pages`);
      if (!module || typeof module !== 'object' || !('pages' in module)) throw new Error(`${remote} exposed no pages`);
      if (!module.unavailable) hasRun.add(remote);
      return module;
    })();
    attempts.set(key, pending);
  }
  return pending;
}
