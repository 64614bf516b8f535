// Demo mode has scanned-page rows (the demo seed's marked_pages and report_pages) but no scans: this
// draws the missing files under SCANS_DIR at start-up. Only paths below demo/ are drawn, so a real
// scan that went missing is never papered over. A few distinct pages are drawn and hard-linked (or
// copied) to every path, so thousands of demo candidates cost thousands of links, not drawings.
import { access, copyFile, link, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../../db';
import { drawDemoPage, type DemoPageKind } from './demo-page-image';
import { scanFilePath } from './scan-files';

const VARIANTS = 4;

/** Every demo path the tables refer to, with what it shows (a path used as both is the marked page). */
const DEMO_PATHS_SQL = `
select scan_path as path, 'scan' as kind from marked_pages
 where scan_path like 'demo/%' and scan_path is distinct from marked_path
union
select marked_path, 'marked' from marked_pages where marked_path like 'demo/%'
union
select url, 'blank' from report_pages where url like 'demo/%'`;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** A stable variant per path, so restarts draw nothing new. */
function variantOf(relative: string): number {
  let hash = 0;
  for (const char of relative) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % VARIANTS;
}

/** Draws the missing demo pages; answers how many files it wrote. */
export async function ensureDemoPages(q: Queryable, scansDir: string): Promise<number> {
  const { rows } = await q.query<{ path: string; kind: DemoPageKind }>(DEMO_PATHS_SQL);
  const drawn = new Map<string, string>();
  let written = 0;
  for (const row of rows) {
    const file = scanFilePath(scansDir, row.path);
    if (!file || (await exists(file))) continue;
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const variant = `${row.kind}-${variantOf(row.path)}`;
    const first = drawn.get(variant);
    if (first) {
      await link(first, file).catch(() => copyFile(first, file));
    } else {
      const seed = [...variant].reduce((sum, char) => sum * 7 + char.charCodeAt(0), 11);
      await writeFile(file, drawDemoPage(row.kind, seed), { mode: 0o600 });
      drawn.set(variant, file);
    }
    written += 1;
  }
  return written;
}
