// Published remotes: <remotes dir>/<remote>/<version>/ holds one immutable build; registry.json
// says which version of each remote is current and which were current before (for rollback).
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
  if (!existsSync(path.join(distDir, 'mf-manifest.json'))) throw new Error(`${distDir} holds no mf-manifest.json: build ${remote} first`);
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

/** Points the registry at a version; the previous current version goes onto the history. */
export function activate(remote, version) {
  if (!isPublished(remote, version)) throw new Error(`${remote} ${version} is not published`);
  const registry = readRegistry();
  const entry = registry.remotes[remote] ?? { current: null, history: [] };
  if (entry.current === version) return registry;
  if (entry.current) entry.history.push(entry.current);
  entry.current = version;
  registry.remotes[remote] = entry;
  writeRegistry(registry);
  return registry;
}

/** Goes back to the version that was current before this one. */
export function rollback(remote) {
  const registry = readRegistry();
  const entry = registry.remotes[remote];
  if (!entry?.history.length) throw new Error(`${remote} has no earlier version to roll back to`);
  entry.current = entry.history.pop();
  writeRegistry(registry);
  return entry.current;
}
