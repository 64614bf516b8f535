// The file store on an S3-compatible object store (AWS S3, MinIO, Ceph, R2 ...): one object a key in
// one bucket, so every server instance reads what any other wrote.
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertFileKey, type FileStore, type StoredFile } from './file-store';

export interface S3StoreOptions {
  /** Unset for AWS itself; the store's URL otherwise (http://minio:9000). */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key), which S3-compatible stores expect, instead of the host name. */
  forcePathStyle: boolean;
}

/** A missing object: NoSuchKey from GET, NotFound from HEAD, or a bare 404 (never a missing bucket). */
function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (name === 'NoSuchKey' || name === 'NotFound') return true;
  return $metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket';
}

export function s3Store(options: S3StoreOptions): FileStore {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default CRC32 checksums (trailers on upload, validation on download) are not understood
    // by many S3-compatible stores: they reject the upload or keep the checksum framing in the object.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  async function get(key: string): Promise<StoredFile | null> {
    assertFileKey(key);
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, body, contentType) {
      assertFileKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }),
      );
    },
    get,
    async getBytes(key) {
      const file = await get(key);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async delete(key) {
      assertFileKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async close() {
      client.destroy();
    },
  };
}
