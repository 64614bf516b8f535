// A content hash of files and folders (test files and node_modules left out), used to tell
// whether a build is stale and to name immutable remote versions.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', 'dist', 'coverage', '.turbo']);

function addPath(hash, target, root) {
  if (!existsSync(target)) return;
  const stat = statSync(target);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(target).sort()) {
      if (SKIP.has(entry)) continue;
      addPath(hash, path.join(target, entry), root);
    }
    return;
  }
  if (/\.test\.tsx?$/.test(target)) return;
  hash.update(path.relative(root, target));
  hash.update(readFileSync(target));
}

export function hashPaths(paths, root) {
  const hash = createHash('sha256');
  for (const p of paths) addPath(hash, p, root);
  return hash.digest('hex');
}
