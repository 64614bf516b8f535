// Builds the Fastify app without listening: main.ts listens, tests use app.inject().
import './lib/zod-setup';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig, type AppConfig } from './config';
import type { Db } from './db';
import { safeLoggerOptions } from './lib/log-redaction';
import accessPlugin from './plugins/access';
import contextPlugin from './plugins/context';
import jobsPlugin from './lib/jobs/plugin';
import notificationsPlugin from './modules/notifications/plugin';
import errorsPlugin from './plugins/errors';
import securityHeaders from './plugins/security-headers';
import docsPlugin from './modules/docs/plugin';
import { apiModules } from './modules';
import { staticRoutes } from './modules/static/routes';

export interface BuildAppOptions {
  db: Db;
  config?: Partial<AppConfig>;
  /** Fastify logger options (level, stream), always with the log redaction; false silences it (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Extra routes registered last (tests use it to prove the policy check). */
  extend?: (app: FastifyInstance) => Promise<void> | void;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  const app = Fastify({
    // Every log line goes through the redaction (tokens in any spelling of the query, secret headers).
    logger:
      options.logger === false
        ? false
        : safeLoggerOptions(config.logLevel, options.logger === true ? undefined : options.logger),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(contextPlugin, { db: options.db, config });
  await app.register(jobsPlugin);
  await app.register(notificationsPlugin);
  await app.register(errorsPlugin);
  await app.register(accessPlugin, { db: options.db, sessionCacheSeconds: config.sessionCacheSeconds });
  await app.register(securityHeaders);
  await app.register(formbody);
  await app.register(docsPlugin);
  await app.register(apiModules, { prefix: '/api' });
  if (config.serveStatic) await app.register(staticRoutes);
  if (options.extend) await app.register(async (scope) => options.extend?.(scope));
  return app;
}
