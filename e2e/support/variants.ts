// Releases a changed build of a remote through the real release command, to prove that a
// release (and a rollback) reaches users without rebuilding the shell. The variant is a copy of
// the remote's source with one edit, built by the same webpack config.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/server.mjs';

const variantsRoot = path.join(repoRoot, '.e2e-data', 'variants');

/** A copy of the remote with one file edited and, optionally, new files added (path -> content). */
export function prepareVariant(
  remote: string,
  name: string,
  file: string,
  edit: (source: string) => string,
  addedFiles: Record<string, string> = {},
): string {
  const dir = path.join(variantsRoot, `${remote}-${name}`, remote);
  rmSync(path.dirname(dir), { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const source = path.join(repoRoot, remote);
  cpSync(source, dir, {
    recursive: true,
    filter: (src) =>
      !/[/\\](node_modules|dist)([/\\]|$)/.test(path.relative(source, src)) && !src.endsWith('node_modules'),
  });
  symlinkSync(path.join(source, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const target = path.join(dir, file);
  const before = readFileSync(target, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`variant ${name}: the edit changed nothing in ${file}`);
  writeFileSync(target, after);
  for (const [relative, content] of Object.entries(addedFiles)) {
    mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    writeFileSync(path.join(dir, relative), content);
  }
  return dir;
}

/** `npm run release:remote -- <remote> --source <dir>` against the server's remotes folder. */
export function releaseRemote(remote: string, remotesDir: string, sourceDir?: string): string {
  const args = ['scripts/release-remote.mjs', remote, ...(sourceDir ? ['--source', sourceDir] : [])];
  return execFileSync(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, REMOTES_DIR: remotesDir },
    encoding: 'utf8',
  });
}

export function rollbackRemote(remote: string, remotesDir: string): string {
  return execFileSync(process.execPath, ['scripts/rollback-remote.mjs', remote], {
    cwd: repoRoot,
    env: { ...process.env, REMOTES_DIR: remotesDir },
    encoding: 'utf8',
  });
}

export const variantExists = (dir: string) => existsSync(path.join(dir, 'dist', 'mf-manifest.json'));
