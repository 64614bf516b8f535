// Serves the shell's build with an SPA fallback, the published remotes, and /remotes.json.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, type Locale } from '@mockexam/contracts';
import { sendNotFound } from '../../plugins/errors';
import { IMMUTABLE, NO_STORE, REVALIDATE, shellCacheControl } from './cache-policy';
import { readRemoteManifests, SAFE_SEGMENT } from './remote-registry';
import { remoteCopies } from './remote-copy';
import { factsPages, type ComposedPage } from './facts-page';
import { siteFacts } from '../site/service';

const HIDDEN = { hide: true } as const;

/** A relative path inside a root, or null for anything that tries to leave it. */
function safeRelative(rawPath: string): string | null {
  if (rawPath.includes('\0')) return null;
  const segments = rawPath.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '..' || segment === '.' || segment.startsWith('.'))) return null;
  return segments.join('/');
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/**
 * The shell's build pre-renders the public pages: '/en' -> prerendered/en/index.html, '/en/faq' ->
 * prerendered/en/faq.html. `relative` is already safe (safeRelative); the caller checks the file exists.
 */
function prerenderedPage(relative: string): string | null {
  const [locale, page, ...rest] = relative.split('/');
  if (!(LOCALES as readonly string[]).includes(locale) || rest.length > 0) return null;
  return `prerendered/${locale}/${page || 'index'}.html`;
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export async function staticRoutes(app: FastifyInstance) {
  const { shellDist, remotesDir } = app.config;
  const remoteCopy = remoteCopies({ shellDist, remotesDir });
  const withFacts = factsPages();
  // serve: false only decorates reply.sendFile; the routes below decide what is served.
  await app.register(fastifyStatic, {
    root: shellDist,
    serve: false,
    // The builds write .br and .gz beside every asset; send the one the browser accepts.
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
  });

  app.get('/remotes.json', { config: { access: 'public' }, schema: HIDDEN }, async (_request, reply) => {
    // Read on every request: releasing or rolling back a remote is just a registry write.
    const manifests = await readRemoteManifests(remotesDir);
    return reply.header('cache-control', NO_STORE).send(manifests);
  });

  app.get('/remotes/*', { config: { access: 'public' }, schema: HIDDEN }, async (request, reply) => {
    const relative = safeRelative((request.params as { '*': string })['*']);
    const segments = relative?.split('/') ?? [];
    // <name>/<version>/<file...>: registry.json and anything outside a version folder stay private.
    if (!relative || segments.length < 3 || !SAFE_SEGMENT.test(segments[0]) || !SAFE_SEGMENT.test(segments[1])) {
      return sendNotFound(request, reply);
    }
    if (!(await isFile(path.join(remotesDir, relative)))) return sendNotFound(request, reply);
    // Version folders are immutable, so even mf-manifest.json and remoteEntry.js cache for a year.
    reply.header('cache-control', IMMUTABLE);
    return reply.sendFile(relative, remotesDir);
  });

  function sendComposed(request: FastifyRequest, reply: FastifyReply, page: ComposedPage) {
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? page[encoding] : page.html);
  }

  /** A shell file as built, with its modification time as its version. */
  async function shellFile(relative: string): Promise<{ key: string; text: string }> {
    const file = path.join(shellDist, relative);
    const key = `${relative}@${(await stat(file)).mtimeMs}`;
    return { key, text: await readFile(file, 'utf8') };
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply, relative = '') {
    if (!(await isFile(path.join(shellDist, 'index.html')))) {
      request.log.warn({ shellDist }, 'shell build missing: run the build first');
      return reply.code(503).type('text/plain').header('cache-control', NO_STORE).send('The site is not built yet.');
    }
    reply.header('cache-control', REVALIDATE);
    const first = relative.split('/')[0];
    const locale: Locale = (LOCALES as readonly string[]).includes(first) ? (first as Locale) : 'zh-hk';
    const prerendered = prerenderedPage(relative);
    const page =
      prerendered && (await isFile(path.join(shellDist, prerendered)))
        ? await shellFile(prerendered)
        : ((relative ? await remoteCopy(relative, await readRemoteManifests(remotesDir)) : null) ??
          (await shellFile('index.html')));
    let facts;
    try {
      facts = await siteFacts(app.db);
    } catch (error) {
      // No database: the plain shell (no slots to fill) still starts, and the pages ask /api/site.
      request.log.error({ err: error }, 'site facts unavailable; serving the plain shell');
      return reply.sendFile('index.html', shellDist);
    }
    return sendComposed(request, reply, withFacts(page.key, page.text, facts, locale));
  }

  app.get('/*', { config: { access: 'public' }, schema: HIDDEN }, async (request, reply) => {
    if (isApiPath(request.url)) return sendNotFound(request, reply);
    const relative = safeRelative((request.params as { '*': string })['*']);
    if (relative === null) return sendNotFound(request, reply);
    const last = relative.split('/').pop() ?? '';
    if (relative === '' || relative === 'index.html') return sendIndex(request, reply);
    if (await isFile(path.join(shellDist, relative))) {
      reply.header('cache-control', shellCacheControl(last));
      return reply.sendFile(relative, shellDist);
    }
    // A missing asset is a 404; a route without a file extension is the SPA's job.
    if (last.includes('.')) return sendNotFound(request, reply);
    return sendIndex(request, reply, relative);
  });
}
