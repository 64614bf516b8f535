// Files that earlier versions kept in RECEIPTS_DIR and SCANS_DIR, copied into the file store once:
// migration 018 listed them in file_store_imports under their new keys, and each copied file's row
// goes. A file that is not in its folder (gone, or on another instance's disk) keeps its row and is
// tried again at the next start; copying twice (two instances at once) writes the same bytes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../../db';
import { isFileKey, type FileStore } from './file-store';
import { imageTypeOf } from './image-type';

export interface FormerFolders {
  receipts: string;
  scans: string;
}

const BATCH = 200;

/** The file's bytes when the relative path stays inside the folder and the file is there. */
async function readInside(folder: string, relative: string): Promise<Buffer | null> {
  const root = path.resolve(folder);
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) return null;
  return readFile(file).catch(() => null);
}

/** Copies every listed file it finds; answers how many it copied and how many it could not find. */
export async function importFolderFiles(
  q: Queryable,
  files: FileStore,
  folders: FormerFolders,
): Promise<{ copied: number; missing: number }> {
  let copied = 0;
  let missing = 0;
  let after = '';
  for (;;) {
    const { rows } = await q.query<{ key: string; folder: keyof FormerFolders; relative_path: string }>(
      'select key, folder, relative_path from file_store_imports where key > $1 order by key limit $2',
      [after, BATCH],
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      after = row.key;
      const bytes = isFileKey(row.key) ? await readInside(folders[row.folder], row.relative_path) : null;
      if (!bytes) {
        missing += 1;
        continue;
      }
      await files.put(row.key, bytes, imageTypeOf(bytes) ?? 'application/octet-stream');
      await q.query('delete from file_store_imports where key = $1', [row.key]);
      copied += 1;
    }
  }
  return { copied, missing };
}
