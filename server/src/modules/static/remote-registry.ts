// Reads <REMOTES_DIR>/registry.json (written by the release and rollback scripts) into
// the shell's view: remote name -> manifest URL of its current version.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { RemoteRegistryFile, type RemotesResponse } from '@mockexam/contracts';

/** Names and versions become URL and path segments: keep them to a safe alphabet. */
export const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

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
  const manifests: RemotesResponse = {};
  for (const [name, entry] of Object.entries(parsed.remotes)) {
    const current = entry.current;
    if (!current || !SAFE_SEGMENT.test(name) || !SAFE_SEGMENT.test(current)) continue;
    manifests[name] = `/remotes/${name}/${current}/mf-manifest.json`;
  }
  return manifests;
}
