// Makes the database, configuration, rate limiter, SMS provider and file store reachable from every
// plugin as app.db / app.config / app.rateLimiter / app.sms / app.files.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import { folderStore, s3Store, type FileStore } from '../lib/file-store';
import { importFolderFiles } from '../lib/file-store/folder-import';
import { createRateLimiter, type RateLimiter } from '../lib/rate-limit';
import { createSmsProvider, type SmsProvider } from '../modules/sms/provider';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    rateLimiter: RateLimiter;
    sms: SmsProvider;
    files: FileStore;
  }
}

async function contextPlugin(app: FastifyInstance, options: { db: Db; config: AppConfig }) {
  app.decorate('db', options.db);
  app.decorate('config', options.config);
  const limiter = createRateLimiter(options.db, options.config.redisUrl);
  app.decorate('rateLimiter', limiter);
  app.decorate('sms', createSmsProvider(options.config, options.db, app.log));
  // The object store when one is configured (every instance sees every file), else the data folder.
  const files = options.config.s3 ? s3Store(options.config.s3) : folderStore(options.config.filesDir);
  app.decorate('files', files);
  // Files that earlier versions kept in RECEIPTS_DIR and SCANS_DIR move into the store before any call is served.
  app.addHook('onReady', async () => {
    const { receiptsDir, scansDir } = options.config;
    const moved = await importFolderFiles(options.db, files, { receipts: receiptsDir, scans: scansDir });
    if (moved.copied > 0) app.log.info(moved, 'files copied from RECEIPTS_DIR and SCANS_DIR into the file store');
    if (moved.missing > 0) {
      app.log.warn(
        moved,
        'files the database names are not in RECEIPTS_DIR or SCANS_DIR; they are tried again at the next start',
      );
    }
  });
  app.addHook('onClose', async () => {
    await limiter.close();
    await files.close();
  });
}

export default fp(contextPlugin, { name: 'context' });
