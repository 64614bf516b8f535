// The two file stores answer the same cases the same way: the data folder and an S3-compatible object
// store (s3rver). A file comes back byte for byte, with its size and type; a missing key is null; a
// key that is not a plain relative name is refused before anything is read or written.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { folderStore, s3Store, type FileStore } from '../../src/lib/file-store';
import { png } from '../support/images';
import { startTestBucket, storeKinds, type TestBucket } from '../support/file-stores';

async function readAll(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

for (const kind of storeKinds()) {
  describe(`the ${kind} file store`, () => {
    let files: FileStore;
    let folder: string;
    let bucket: TestBucket | undefined;
    before(async () => {
      folder = await mkdtemp(path.join(os.tmpdir(), 'mockexam-files-'));
      bucket = kind === 's3' ? await startTestBucket() : undefined;
      files = bucket ? s3Store(bucket.options) : folderStore(folder);
    });
    after(async () => {
      await files.close();
      await bucket?.close();
      await rm(folder, { recursive: true, force: true });
    });

    it('gives back what was put: bytes, size and type, as a stream and whole', async () => {
      const image = png(120, 90);
      await files.put('scans/2026-11/page.png', image, 'image/png');
      const file = await files.get('scans/2026-11/page.png');
      assert.ok(file);
      assert.equal(file.size, image.length);
      assert.equal(file.contentType, 'image/png');
      assert.deepEqual(await readAll(file.body), image);
      assert.deepEqual(await files.getBytes('scans/2026-11/page.png'), image);
    });

    it('keeps a 300,000-byte file exactly 300,000 bytes long', async () => {
      const big = Buffer.alloc(300_000);
      for (let i = 0; i < big.length; i++) big[i] = (i * 7 + 3) % 251;
      await files.put('receipts/2026-11/large.jpg', big, 'image/jpeg');
      const file = await files.get('receipts/2026-11/large.jpg');
      assert.equal(file?.size, 300_000);
      const read = await readAll(file!.body);
      assert.equal(read.length, 300_000);
      assert.ok(read.equals(big), 'the same bytes');
      assert.equal((await files.getBytes('receipts/2026-11/large.jpg'))?.length, 300_000);
    });

    it('replaces a key that is put again', async () => {
      await files.put('marked/2026-11/again.png', Buffer.from('first'), 'image/png');
      await files.put('marked/2026-11/again.png', Buffer.from('second'), 'image/png');
      assert.equal((await files.getBytes('marked/2026-11/again.png'))?.toString(), 'second');
    });

    it('answers null for a missing key, and deleting one is no error', async () => {
      assert.equal(await files.get('scans/2026-11/never.png'), null);
      assert.equal(await files.getBytes('scans/2026-11/never.png'), null);
      await files.delete('scans/2026-11/never.png');
    });

    it('deletes a file, which is then missing', async () => {
      await files.put('receipts/2026-11/gone.png', png(100, 100), 'image/png');
      await files.delete('receipts/2026-11/gone.png');
      assert.equal(await files.get('receipts/2026-11/gone.png'), null);
      assert.equal(await files.getBytes('receipts/2026-11/gone.png'), null);
    });

    it('lists the keys under a prefix, sorted', async () => {
      for (const key of ['demo/b/2.png', 'demo/a/1.png', 'demo/b/1.png', 'demos/x.png']) {
        await files.put(key, Buffer.from(key), 'image/png');
      }
      assert.deepEqual(await files.list('demo/'), ['demo/a/1.png', 'demo/b/1.png', 'demo/b/2.png']);
      assert.deepEqual(await files.list('demo/b/'), ['demo/b/1.png', 'demo/b/2.png']);
      assert.deepEqual(await files.list('nothing/'), []);
    });

    it('refuses a key that is not a plain relative name, for every call', async () => {
      const bad = [
        '../escape.png',
        '/etc/passwd',
        'scans/../../x.png',
        'scans//x.png',
        '',
        'a\\b.png',
        'x'.repeat(513),
      ];
      for (const key of bad) {
        await assert.rejects(files.put(key, Buffer.from('x'), 'image/png'), /Not a file key/, key);
        await assert.rejects(files.get(key), /Not a file key/, key);
        await assert.rejects(files.getBytes(key), /Not a file key/, key);
        await assert.rejects(files.delete(key), /Not a file key/, key);
      }
      if (kind === 'folder') {
        assert.deepEqual(
          (await readdir(path.dirname(folder))).filter((name) => name === 'escape.png'),
          [],
          'nothing written beside the folder',
        );
      }
    });
  });
}

describe('the folder store', () => {
  it('takes the type from the name, lists no half-written file and keeps files below its folder', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'mockexam-files-'));
    try {
      const files = folderStore(folder);
      await files.put('scans/p.jpg', Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
      assert.equal((await files.get('scans/p.jpg'))?.contentType, 'image/jpeg');
      await writeFile(path.join(folder, 'scans', 'q.png.1a2b.part'), 'half');
      assert.deepEqual(await files.list('scans/'), ['scans/p.jpg']);
      assert.deepEqual(await readdir(path.join(folder, 'scans')), ['p.jpg', 'q.png.1a2b.part']);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
