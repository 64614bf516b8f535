// The one interface every stored file goes through: receipts, scanned pages, previews, marked pages.
// Keys are relative, slash-separated names chosen by the server ('scans/2026-11/<random>.png'), never
// a user's file name. Readers reach files only through authorised routes that call `get`.
import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

export interface FileStore {
  /** Writes the file whole; an existing key is replaced. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file as a stream, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** The file's bytes, or null when there is none (for files small enough to hold: pages, receipts). */
  getBytes(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The keys that start with `prefix` (a folder such as 'demo/'), sorted. */
  list(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** A plain relative name: no '..', no leading slash, no odd characters, at most 512 characters. */
export function isFileKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

/** Throws for a key that is not a plain relative name (no '..', no leading slash, no odd characters). */
export function assertFileKey(key: string): void {
  if (!isFileKey(key)) {
    throw new Error(`Not a file key: ${JSON.stringify(key)}`);
  }
}
