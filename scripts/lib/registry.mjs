// Published remotes: <remotes dir>/<remote>/<version>/ holds one immutable build; registry.json
// says which version of each remote is current, which were current before (for rollback), and the
// routes the current version owns (from its build's routes.json), which /remotes.json carries.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashPaths } from './hash.mjs';
import { remotesDir } from './apps.mjs';

const registryFile = () => path.join(remotesDir(), 'registry.json');

export function readRegistry() {
  const file = registryFile();
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { remotes: {} };
}

function writeRegistry(registry) {
  mkdirSync(remotesDir(), { recursive: true });
  // Write-then-rename: a server reading the registry never sees half a file.
  const temp = `${registryFile()}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(registry, null, 2) + '\n');
  renameSync(temp, registryFile());
}

/** Copies a built dist into a new version folder named by its content; existing versions are never touched. */
export function publish(remote, distDir) {
  if (!existsSync(path.join(distDir, 'mf-manifest.json')))
    throw new Error(`${distDir} holds no mf-manifest.json: build ${remote} first`);
  const version = `v${hashPaths([distDir], distDir).slice(0, 12)}`;
  const target = path.join(remotesDir(), remote, version);
  if (!existsSync(target)) {
    const temp = `${target}.tmp-${process.pid}`;
    cpSync(distDir, temp, { recursive: true, filter: (src) => !src.endsWith('.build-hash') });
    renameSync(temp, target);
  }
  return version;
}

export function isPublished(remote, version) {
  return existsSync(path.join(remotesDir(), remote, version, 'mf-manifest.json'));
}

/** The routes a published version owns (its build's routes.json; none when it has no table). */
export function versionRoutes(remote, version) {
  const file = path.join(remotesDir(), remote, version, 'routes.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

/** A route may have one owner: refuses a version that claims a pattern another remote's current version owns. */
function assertNoRouteClaimedTwice(registry, remote, version) {
  const mine = new Set(versionRoutes(remote, version).map((route) => route.path));
  for (const [other, entry] of Object.entries(registry.remotes)) {
    if (other === remote || !entry.current) continue;
    const clash = versionRoutes(other, entry.current).find((route) => mine.has(route.path));
    if (clash) throw new Error(`${remote} ${version} claims the route ${clash.path}, which ${other} owns`);
  }
}

/** Points the registry at a version; the previous current version goes onto the history. */
export function activate(remote, version) {
  if (!isPublished(remote, version)) throw new Error(`${remote} ${version} is not published`);
  const registry = readRegistry();
  assertNoRouteClaimedTwice(registry, remote, version);
  const entry = registry.remotes[remote] ?? { current: null, history: [] };
  if (entry.current === version) return registry;
  if (entry.current) entry.history.push(entry.current);
  entry.current = version;
  entry.routes = versionRoutes(remote, version);
  registry.remotes[remote] = entry;
  writeRegistry(registry);
  return registry;
}

/** Goes back to the version that was current before this one. */
export function rollback(remote) {
  const registry = readRegistry();
  const entry = registry.remotes[remote];
  if (!entry?.history.length) throw new Error(`${remote} has no earlier version to roll back to`);
  assertNoRouteClaimedTwice(registry, remote, entry.history.at(-1));
  entry.current = entry.history.pop();
  entry.routes = versionRoutes(remote, entry.current);
  writeRegistry(registry);
  return entry.current;
}
