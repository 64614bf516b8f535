// The policy layer. Every route declares `config.access` (who may call it); a route
// without one stops the app from starting. The bearer token is resolved here once.
import fp from 'fastify-plugin';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Access, type Role } from '@mockexam/contracts';
import type { Db } from '../db';
import { unauthenticated, forbidden } from '../lib/app-error';
import type { AuthContext } from '../modules/accounts/principal';
import { followLocale } from '../modules/accounts/locale';
import { resolveSession } from '../modules/accounts/sessions';
import { REVOCATION_CHANNEL_PREFIX, SessionCache } from '../modules/accounts/session-cache';
import { sha256Hex } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: 'public', 'user' (any session) or roles. Required on every route. */
    access?: Access | readonly Access[];
    /** Also accept ?access_token= (links opened in a new tab, marked page images). */
    tokenFromQuery?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The raw bearer token of the request, when one was sent. */
    bearerToken: string | null;
  }
  interface FastifyInstance {
    /** Every route registered so far with its declared access (tests enumerate it). */
    routeAccess: RouteAccessEntry[];
    /** Resolved sessions; a route that revokes sessions calls forget() once its transaction commits. */
    sessionCache: SessionCache;
  }
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: readonly Access[] | undefined;
}

function normaliseAccess(value: Access | readonly Access[] | undefined): readonly Access[] | undefined {
  if (value === undefined) return undefined;
  const list = typeof value === 'string' ? [value] : value;
  for (const entry of list) {
    if (!Access.safeParse(entry).success) throw new Error(`Unknown access policy "${String(entry)}"`);
  }
  return list;
}

export function isAllowed(access: readonly Access[], auth: AuthContext | null): boolean {
  if (access.includes('public')) return true;
  if (!auth) return false;
  return access.includes('user') || access.includes(auth.role as Role);
}

function bearerFrom(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Keeps the cache hearing revocations: it is on only while the listening connection is up. The
 * connection opens when the app is ready, so an app that fails to start leaves none behind.
 */
function listenForRevocations(app: FastifyInstance, db: Db, cache: SessionCache) {
  let stop: (() => Promise<void>) | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (channel: string) => {
    try {
      stop = await db.listen(
        channel,
        (payload) => cache.forgetAnnounced(payload),
        () => {
          cache.setListening(false);
          if (!closing) retry = setTimeout(() => void connect(channel), 1000);
        },
      );
      cache.setListening(true);
    } catch (error) {
      app.log.warn({ err: error }, 'session revocations unheard: the session cache stays off');
      if (!closing) retry = setTimeout(() => void connect(channel), 1000);
    }
  };
  app.addHook('onReady', async () => {
    const { rows } = await db.query<{ schema: string }>('select current_schema() as schema');
    await connect(REVOCATION_CHANNEL_PREFIX + rows[0].schema);
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    cache.setListening(false);
    await stop?.();
  });
}

async function accessPlugin(app: FastifyInstance, options: { db: Db; sessionCacheSeconds: number }) {
  const entries: { entry: RouteAccessEntry; route: RouteOptions }[] = [];
  const cache = new SessionCache(options.sessionCacheSeconds * 1000);
  app.decorate('sessionCache', cache);
  if (options.sessionCacheSeconds > 0) listenForRevocations(app, options.db, cache);
  app.decorate('routeAccess', [] as RouteAccessEntry[]);
  app.decorateRequest('auth', null);
  app.decorateRequest('bearerToken', null);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const entry = { method, url: route.url, access: normaliseAccess(route.config?.access) };
      entries.push({ entry, route });
      app.routeAccess.push(entry);
    }
  });

  // Checked once every plugin has registered its routes, so wrappers such as
  // publicScope() have had their say.
  app.addHook('onReady', async () => {
    for (const { entry, route } of entries) entry.access = normaliseAccess(route.config?.access);
    const missing = entries.filter(({ entry }) => !entry.access).map(({ entry }) => `${entry.method} ${entry.url}`);
    if (missing.length > 0) throw new Error(`Routes without a declared access policy: ${missing.join(', ')}`);
  });

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = normaliseAccess(request.routeOptions.config.access) ?? [];
    let token = bearerFrom(request.headers.authorization);
    if (!token && request.routeOptions.config.tokenFromQuery) {
      // The parsed query, names exact: `access%5Ftoken` is `access_token` once decoded (as for any URL
      // parser) and is accepted; `ACCESS_TOKEN` is another name and is not. The logs redact every
      // spelling either way (src/lib/log-redaction.ts).
      const query = request.query as Record<string, unknown> | undefined;
      token = typeof query?.access_token === 'string' ? query.access_token : null;
    }
    request.bearerToken = token;
    if (token) {
      const hash = sha256Hex(token);
      request.auth = cache.get(hash) ?? null;
      if (!request.auth) {
        request.auth = await resolveSession(options.db, hash);
        if (request.auth) cache.set(hash, request.auth);
      }
    }
    if (isAllowed(access, request.auth)) {
      if (request.auth) await followLocale(options.db, request.auth, request);
      return;
    }
    throw request.auth ? forbidden() : unauthenticated();
  });
}

export default fp(accessPlugin, { name: 'access' });

/**
 * A scope for third-party plugins (docs UI, static files) whose routes are declared
 * public on purpose: `app.register(publicScope((scope) => scope.register(plugin, opts)))`.
 */
export function publicScope(registerIn: (scope: FastifyInstance) => unknown) {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: route.config?.access ?? 'public' };
    });
    await registerIn(scope);
  };
}
