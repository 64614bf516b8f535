// Reads <REMOTES_DIR>/registry.json (written by the release and rollback scripts) into the shell's
// view: for each remote, the manifest URL of its current version and the routes that version owns.
// The routes live in the registry itself, so a remote whose files are unreachable still owns its
// pages (the shell shows "unavailable, retry" there, not Error 404).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { RemoteRegistryFile, RemoteRouteTable, type RemotesResponse } from '@mockexam/contracts';

/** Names and versions become URL and path segments: keep them to a safe alphabet. */
export const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The well-formed routes of an entry; a malformed one is dropped (that page shows 404), not the site. */
function wellFormed(routes: unknown[]): RemoteRouteTable {
  return routes.flatMap((route) => {
    const parsed = RemoteRouteTable.element.safeParse(route);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function readRemoteManifests(remotesDir: string): Promise<RemotesResponse> {
  let raw: string;
  try {
    raw = await readFile(path.join(remotesDir, 'registry.json'), 'utf8');
  } catch {
    return {};
  }
  let parsed: RemoteRegistryFile;
  try {
    parsed = RemoteRegistryFile.parse(JSON.parse(raw));
  } catch {
    // A half-written or broken registry must not take the site down: no remotes, the shell shows its fallbacks.
    return {};
  }
  const remotes: RemotesResponse = {};
  for (const [name, entry] of Object.entries(parsed.remotes)) {
    const current = entry.current;
    if (!current || !SAFE_SEGMENT.test(name) || !SAFE_SEGMENT.test(current)) continue;
    remotes[name] = {
      manifest: `/remotes/${name}/${current}/mf-manifest.json`,
      routes: wellFormed(entry.routes),
    };
  }
  return remotes;
}
