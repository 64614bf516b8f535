// Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
// has logged in to an account carries a cookie naming that account (by hash) and a random nonce,
// signed with the server secret. Any instance can check it; the server stores nothing but the
// failure counter of each nonce (see throttle.ts).
import { createHash, randomBytes } from 'node:crypto';
import { sign, unsign } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'mx_device';
/** Accounts one browser remembers (a shared family or school computer), newest first. */
const MAX_ENTRIES = 10;
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const ENTRY = /^([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]{22})$/;

/** The login key (realm + username, or candidate number) as it appears in cookies and counter keys. */
export function loginKeyHash(loginKey: string): string {
  return createHash('sha256').update(`login:${loginKey}`).digest('base64url').slice(0, 22);
}

interface Entry {
  key: string;
  nonce: string;
}

function readEntries(request: FastifyRequest, secret: string): Entry[] {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw || raw.length > 1024) return [];
  const checked = unsign(raw, secret);
  if (!checked.valid || !checked.value) return [];
  const entries: Entry[] = [];
  for (const part of checked.value.split('~')) {
    const match = ENTRY.exec(part);
    if (match) entries.push({ key: match[1], nonce: match[2] });
  }
  return entries.slice(0, MAX_ENTRIES);
}

/** The nonce of a validly signed device cookie for this login key, or null. */
export function deviceNonce(request: FastifyRequest, secret: string, loginKey: string): string | null {
  const key = loginKeyHash(loginKey);
  return readEntries(request, secret).find((entry) => entry.key === key)?.nonce ?? null;
}

/** After a successful login: remember this account on this browser (keeping its nonce if it had one). */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, secret: string, loginKey: string) {
  const key = loginKeyHash(loginKey);
  const entries = readEntries(request, secret);
  const nonce = entries.find((entry) => entry.key === key)?.nonce ?? randomBytes(16).toString('base64url');
  const kept = [{ key, nonce }, ...entries.filter((entry) => entry.key !== key)].slice(0, MAX_ENTRIES);
  const value = kept.map((entry) => `${entry.key}:${entry.nonce}`).join('~');
  reply.setCookie(DEVICE_COOKIE, sign(value, secret), {
    // Only the login call that set it receives it.
    path: request.routeOptions.url ?? request.url,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: MAX_AGE_SECONDS,
  });
}
