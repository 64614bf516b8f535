// Makes the database, configuration, rate limiter, SMS provider and file store reachable from every
// plugin as app.db / app.config / app.rateLimiter / app.sms / app.files.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import { folderStore, type FileStore } from '../lib/file-store';
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
  const files = folderStore(options.config.filesDir);
  app.decorate('files', files);
  app.addHook('onClose', async () => {
    await limiter.close();
    await files.close();
  });
}

export default fp(contextPlugin, { name: 'context' });
