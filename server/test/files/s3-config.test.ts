// The object store is chosen by S3_BUCKET; a bucket without its credentials, or an endpoint that is
// not an http(s) URL, stops the start with the variable's name.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../../src/config';

const bucket = { S3_BUCKET: 'mock-exam-files', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

describe('file store configuration', () => {
  it('keeps files in the data folder unless S3_BUCKET is set', () => {
    const config = loadConfig({ DATA_DIR: '/srv/mockexam' });
    assert.equal(config.s3, undefined);
    assert.equal(config.filesDir, '/srv/mockexam/files');
  });

  it('uses the bucket with region us-east-1 and path-style addresses unless told otherwise', () => {
    assert.deepEqual(loadConfig({ ...bucket, S3_ENDPOINT: 'http://minio:9000' }).s3, {
      endpoint: 'http://minio:9000',
      bucket: 'mock-exam-files',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    const aws = loadConfig({ ...bucket, S3_REGION: 'ap-east-1', S3_FORCE_PATH_STYLE: 'false' }).s3;
    assert.equal(aws?.endpoint, undefined);
    assert.equal(aws?.region, 'ap-east-1');
    assert.equal(aws?.forcePathStyle, false);
  });

  it('refuses a bucket without credentials, naming each missing variable', () => {
    assert.throws(
      () => loadConfig({ S3_BUCKET: 'mock-exam-files' }),
      (error: Error) =>
        error.message.includes('S3_ACCESS_KEY_ID is required when S3_BUCKET is set') &&
        error.message.includes('S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set'),
    );
    assert.throws(() => loadConfig({ ...bucket, S3_SECRET_ACCESS_KEY: '' }), /S3_SECRET_ACCESS_KEY is required/);
  });

  it('refuses an endpoint that is not an http(s) URL', () => {
    for (const endpoint of ['minio:9000:x', 'ftp://minio', 'not a url']) {
      assert.throws(() => loadConfig({ ...bucket, S3_ENDPOINT: endpoint }), /S3_ENDPOINT must be an http/, endpoint);
    }
    assert.throws(() => loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: 'maybe' }), /S3_FORCE_PATH_STYLE/);
  });
});
