// Which entries of a zip are scans, by name. Apart from the unzipping so the page can check the worker's
// answer without bundling the unzip code.
const IMAGE = /\.(png|jpe?g)$/i;

/** The entry's file name, or null for what is no scan (folders, macOS resource forks, hidden files, others). */
export function scanNameOf(path: string): string | null {
  if (path.endsWith('/') || path.startsWith('__MACOSX/')) return null;
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name.startsWith('.') || !IMAGE.test(name) ? null : name;
}
