// The file stores the suites run on, as dbKinds() gives the databases: the data folder, and an
// S3-compatible object store (s3rver in this process, on a free port, keeping its objects in a temp
// folder) with a fresh bucket.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { AppConfig } from '../../src/config';
import type { S3StoreOptions } from '../../src/lib/file-store';

export type StoreKind = 'folder' | 's3';

/** Every suite that reads or writes files runs on both. */
export function storeKinds(): StoreKind[] {
  return ['folder', 's3'];
}

export interface TestBucket {
  /** What S3_* would configure: the s3rver endpoint, its bucket and its fixed credentials. */
  options: S3StoreOptions;
  close(): Promise<void>;
}

/** An s3rver on a free port with one empty bucket. */
export async function startTestBucket(): Promise<TestBucket> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'mockexam-s3-'));
  const bucket = 'mockexam-files';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    options: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's own fixed pair: it checks signatures against these.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export interface TestFileStore {
  /** Spread into startTestApp's config: the bucket for 's3'; nothing for 'folder' (the test's own folder). */
  config: Partial<AppConfig>;
  close(): Promise<void>;
}

export async function testFileStore(kind: StoreKind): Promise<TestFileStore> {
  if (kind === 'folder') return { config: {}, close: async () => {} };
  const bucket = await startTestBucket();
  return { config: { s3: bucket.options }, close: () => bucket.close() };
}
