// Safe default headers on every answer, from helmet with our Content-Security-Policy. API answers are
// never stored (they carry tokens, passwords, personal data, reports, images and exports) except the
// few public facts below, and send no referrer (a token may be in their URL).
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// antd's css-in-js injects <style> tags, hence 'unsafe-inline' for styles only.
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The API answers a browser may keep: public, the same for every caller (they ignore any session) and
 * without personal data. 'no-cache' still asks the server before each use, so staff edits show at once.
 */
const STORABLE_API_ANSWERS = new Set([
  'GET /api/site', // the cycle's dates and the contact details every public page shows
  'GET /api/events', // the cycle's event dates
  'GET /api/venues', // exam venues, sessions and seats left
  'GET /api/postage_methods', // mailing methods and their fees
  'GET /api/schools', // the list of Hong Kong secondary schools
  'GET /api/payment/settings', // the payee's FPS id and bank account, the same for every candidate
]);

/** The Cache-Control of an API answer: 'no-cache' for the public facts, 'no-store' for everything else. */
function apiCacheControl(request: FastifyRequest, statusCode: number, current: string | undefined): string {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (statusCode === 200 && STORABLE_API_ANSWERS.has(`${method} ${request.routeOptions.url}`)) return 'no-cache';
  return current && /\bno-store\b/.test(current) ? current : 'no-store';
}

async function securityHeaders(app: FastifyInstance) {
  // A route may set a stricter policy of its own (images answer with `default-src 'none'; sandbox`).
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) {
      reply.header('referrer-policy', 'no-referrer');
      const current = reply.getHeader('cache-control');
      reply.header('cache-control', apiCacheControl(request, reply.statusCode, current?.toString()));
    }
    // Not one of helmet's: the site uses none of these devices.
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    return payload;
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
