// initdb in PGlite (WASM) takes several seconds; every suite starting from scratch would
// spend most of its time there. So the first suite of a day dumps two data folders (blank,
// and migrated + seeded) into the OS temp folder and every later suite loads a copy into
// its own fresh folder. The key covers the migrations, the seed code and the Hong Kong
// date (the demo cycle's dates are relative to today), so a change rebuilds the template.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../src/db';
import { createPgliteDb } from '../../src/db/pglite';
import { hkDate } from '../../src/lib/time';
import { prepareDatabase } from '../../src/seed';

type DumpableDb = Db & { dump(): Promise<Blob> };

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE_DIR = path.join(os.tmpdir(), 'mockexam-pglite-templates');

async function filesHash(dirs: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    for (const file of (await readdir(dir)).sort()) {
      hash.update(file);
      hash.update(await readFile(path.join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function cached(name: string, build: () => Promise<Blob>): Promise<Blob> {
  const file = path.join(CACHE_DIR, `${name}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const blob = await build();
    await mkdir(CACHE_DIR, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, Buffer.from(await blob.arrayBuffer()));
    await rename(temp, file);
    return blob;
  }
}

async function blankTemplate(): Promise<Blob> {
  const pkg = JSON.parse(
    await readFile(path.join(SERVER_DIR, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  );
  return cached(`blank-${pkg.version}`, async () => {
    const db = (await createPgliteDb()) as DumpableDb;
    const dump = await db.dump();
    await db.close();
    return dump;
  });
}

async function seededTemplate(): Promise<Blob> {
  const key = await filesHash([path.join(SERVER_DIR, 'migrations'), path.join(SERVER_DIR, 'src/seed')]);
  const blank = await blankTemplate();
  return cached(`seeded-${key}-${hkDate()}`, async () => {
    const db = (await createPgliteDb(undefined, { loadDataDir: blank })) as DumpableDb;
    await prepareDatabase(db, { demo: true });
    const dump = await db.dump();
    await db.close();
    return dump;
  });
}

/** A fresh PGlite in dataDir: blank (no tables) or already migrated and seeded. */
export async function pgliteFromTemplate(dataDir: string, template: 'blank' | 'seeded'): Promise<Db> {
  const blob = template === 'blank' ? await blankTemplate() : await seededTemplate();
  return createPgliteDb(dataDir, { loadDataDir: blob });
}
