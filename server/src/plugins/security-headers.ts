// Safe default headers on every answer (what helmet would set, kept to what we need). API answers are
// never stored (they carry tokens, passwords, personal data, reports, images and exports) except the
// few public facts below, and send no referrer (a token may be in their URL).
// Not @fastify/helmet: measured side by side with `npm run bench` (three rounds each), the payment-status
// poll ran at 0.64 of the bare peer's rate with a p99 1.60 times the peer's under helmet's per-request
// middleware, against 0.78 and 1.09 with this one hook; the headers it would add beyond these
// (Strict-Transport-Security among them) belong to the TLS-terminating proxy in front.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// antd's css-in-js injects <style> tags, hence 'unsafe-inline' for styles only.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

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
  app.addHook('onSend', async (request, reply, payload) => {
    const api = request.url.startsWith('/api/');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', api ? 'no-referrer' : 'strict-origin-when-cross-origin');
    if (api) {
      const current = reply.getHeader('cache-control');
      reply.header('cache-control', apiCacheControl(request, reply.statusCode, current?.toString()));
    }
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    return payload;
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
