// Demo mode has scanned-page rows (the demo seed's marked_pages and report_pages) but no scans: this
// draws the missing files into the file store at start-up. Only keys below demo/ are drawn, so a real
// scan that went missing is never papered over. A few distinct pages are drawn and each is stored
// under every key that shows it, so thousands of demo pages cost a few drawings.
import type { Queryable } from '../../db';
import { isFileKey, type FileStore } from '../../lib/file-store';
import { drawDemoPage, type DemoPageKind } from './demo-page-image';

const VARIANTS = 4;

/** Every demo key the tables refer to, with what it shows (a key used as both is the marked page). */
const DEMO_KEYS_SQL = `
select scan_path as key, 'scan' as kind from marked_pages
 where scan_path like 'demo/%' and scan_path is distinct from marked_path
union
select marked_path, 'marked' from marked_pages where marked_path like 'demo/%'
union
select url, 'blank' from report_pages where url like 'demo/%'`;

/** A stable variant per key, so restarts draw nothing new. */
function variantOf(key: string): number {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % VARIANTS;
}

/** Draws the missing demo pages; answers how many files it wrote. */
export async function ensureDemoPages(q: Queryable, files: FileStore): Promise<number> {
  const { rows } = await q.query<{ key: string; kind: DemoPageKind }>(DEMO_KEYS_SQL);
  const present = new Set(await files.list('demo/'));
  const drawn = new Map<string, Buffer>();
  let written = 0;
  for (const row of rows) {
    if (!isFileKey(row.key) || present.has(row.key)) continue;
    const variant = `${row.kind}-${variantOf(row.key)}`;
    let page = drawn.get(variant);
    if (!page) {
      const seed = [...variant].reduce((sum, char) => sum * 7 + char.charCodeAt(0), 11);
      page = drawDemoPage(row.kind, seed);
      drawn.set(variant, page);
    }
    await files.put(row.key, page, 'image/png');
    present.add(row.key);
    written += 1;
  }
  return written;
}
