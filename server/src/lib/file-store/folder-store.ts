// The file store on a local folder (the data folder by default): one file a key, written to a temporary
// name and renamed so a reader never sees half a file.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertFileKey, type FileStore, type StoredFile } from './file-store';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

export function folderStore(root: string): FileStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertFileKey(key);
    return path.join(base, ...key.split('/'));
  };
  const typeOf = (key: string) => TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(partial, body, { mode: 0o600 });
      await rename(partial, file);
    },
    async get(key): Promise<StoredFile | null> {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), size: info.size, contentType: typeOf(key) };
    },
    async getBytes(key) {
      return readFile(fileOf(key)).catch(() => null);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async list(prefix) {
      // Walk the deepest folder the prefix names; half-written files (.part) are nobody's key yet.
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      if (folder) assertFileKey(folder.slice(0, -1));
      const start = path.join(base, ...folder.split('/'));
      const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
        .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
    async close() {},
  };
}
