// The scans inside a .zip: only .png, .jpg and .jpeg entries, by their file name (folders dropped). Runs in the
// unzip worker; jest calls it directly. Zip-bomb safe: every entry's declared size is checked against the caps
// before anything is inflated, and each entry inflates into a buffer of exactly its declared size, so an
// entry that lies about its size cannot grow past it: more is cut off (the server refuses the broken image),
// less is refused here. The worker's time budget bounds the work a lying entry can cost.
import { unzipSync, type UnzipFileInfo } from 'fflate';
import { scanNameOf } from './scanName';

export interface ZipCaps {
  /** Images one zip may hold. */
  maxFiles: number;
  /** The largest image (declared, before inflating). */
  maxFileBytes: number;
  /** All images together (declared, before inflating). */
  maxTotalBytes: number;
}

export type SkipReason = 'too_large' | 'duplicate' | 'unreadable';
export interface ZipImage {
  name: string;
  bytes: Uint8Array;
}
export type UnzipResult =
  | { files: ZipImage[]; skipped: { name: string; reason: SkipReason }[]; ignored: number }
  | { error: 'not_zip' | 'too_many' | 'too_large' };

/** Stored and deflated entries; fflate reads no other method. */
const READABLE_METHODS = new Set([0, 8]);

/** Every entry's name and sizes from the central directory; nothing is inflated. */
function listEntries(bytes: Uint8Array): UnzipFileInfo[] {
  const entries: UnzipFileInfo[] = [];
  unzipSync(bytes, {
    filter: (info) => {
      entries.push(info);
      return false;
    },
  });
  return entries;
}

export function unzipScans(buffer: ArrayBuffer, caps: ZipCaps): UnzipResult {
  const bytes = new Uint8Array(buffer);
  let entries: UnzipFileInfo[];
  try {
    entries = listEntries(bytes);
  } catch {
    return { error: 'not_zip' };
  }
  const skipped: { name: string; reason: SkipReason }[] = [];
  const chosen = new Map<string, string>(); // entry path -> file name
  const names = new Set<string>();
  let ignored = 0;
  let total = 0;
  for (const entry of entries) {
    const name = scanNameOf(entry.name);
    if (name === null) ignored++;
    else if (!READABLE_METHODS.has(entry.compression)) skipped.push({ name, reason: 'unreadable' });
    else if (entry.originalSize > caps.maxFileBytes) skipped.push({ name, reason: 'too_large' });
    else if (names.has(name) || chosen.has(entry.name)) skipped.push({ name, reason: 'duplicate' });
    else {
      names.add(name);
      chosen.set(entry.name, name);
      total += entry.originalSize;
    }
  }
  if (chosen.size > caps.maxFiles) return { error: 'too_many' };
  if (total > caps.maxTotalBytes) return { error: 'too_large' };

  const declared = new Map(entries.map((e) => [e.name, e.originalSize]));
  const files: ZipImage[] = [];
  for (const [path, name] of chosen) {
    try {
      // One entry at a time, so a broken one costs only itself.
      const out = unzipSync(bytes, { filter: (info) => info.name === path })[path];
      if (out && out.length === declared.get(path)) files.push({ name, bytes: out });
      else skipped.push({ name, reason: 'unreadable' });
    } catch {
      skipped.push({ name, reason: 'unreadable' });
    }
  }
  return { files, skipped, ignored };
}
