// Cache headers of static files.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const NO_STORE = 'no-store';

/** Webpack content-hashed names: main.3f2a1b4c.js, 123.abcdef0123.chunk.css ... */
const HASHED = /[.-][0-9a-f]{8,}(?:\.chunk)?\.[a-z0-9]+$/i;

export function isHashedAsset(fileName: string): boolean {
  return HASHED.test(fileName);
}

/** The shell's files: hashed ones never change; everything else (index.html) is revalidated. */
export function shellCacheControl(fileName: string): string {
  return isHashedAsset(fileName) ? IMMUTABLE : REVALIDATE;
}
