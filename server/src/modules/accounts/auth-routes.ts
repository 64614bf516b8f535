// The spec's session calls: login (form), login_by_candidate (form), session/resume, logout.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  LoginByCandidateRequest,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  ResumeResponse,
} from '@mockexam/contracts';
import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { writeAudit } from '../../lib/audit';
import { AppError, unauthenticated } from '../../lib/app-error';
import { requestLocale } from '../../lib/error-body';
import { createCounterStore } from '../../lib/rate-limit/flexible';
import { cachedServerSecret } from '../../lib/secrets';
import { deviceNonce, rememberDevice } from './device-cookie';
import { rememberLocale } from './locale';
import { authenticateCandidate, authenticatePassword, normaliseUsername } from './login';
import type { Principal } from './principal';
import { loadProfile } from './profile';
import { createSession, revokeSession } from './sessions';
import { createLoginThrottle, LoginThrottled, type LoginKind } from './throttle';
import { throttledBody } from './throttle-message';

const FORM = ['application/x-www-form-urlencoded', 'application/json'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Cookies are read and set by the login calls only (the device cookie, see device-cookie.ts).
  await app.register(fastifyCookie);
  const store = createCounterStore(app.db, app.config.redisUrl, app.config.redisKeyPrefix);
  const throttle = createLoginThrottle(store, { perAddress: app.config.loginFailuresPerAddress });
  app.addHook('onClose', () => store.close());
  // Shared by every instance (server_secrets).
  const deviceSecret = () => cachedServerSecret(app.db, 'device_cookie_hmac');

  /**
   * Brute-force guard (throttle.ts): refuses with 429 and the wait while the throttle says so, counts
   * wrong credentials, and on success gives this browser the account's device cookie.
   */
  async function throttled(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: LoginKind,
    loginKey: string,
    attempt: () => Promise<Principal>,
  ): Promise<Principal | null> {
    const key = await deviceSecret();
    const input = { kind, loginKey, ip: request.ip, deviceNonce: deviceNonce(request, key, loginKey) };
    try {
      const principal = await throttle.guard(
        input,
        attempt,
        (error) => error instanceof AppError && error.statusCode === 401,
      );
      rememberDevice(request, reply, key, loginKey);
      return principal;
    } catch (error) {
      if (!(error instanceof LoginThrottled)) throw error;
      const seconds = Math.max(1, Math.ceil(error.retryAfterSeconds));
      reply
        .code(429)
        .header('retry-after', String(seconds))
        .send(throttledBody(seconds, requestLocale(request)));
      return null;
    }
  }

  async function startSession(request: FastifyRequest, principal: Principal, persist: boolean) {
    const session = await createSession(app.db, principal, {
      persist,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    await rememberLocale(app.db, principal.userId, request);
    if (principal.role === 'staff' || principal.role === 'marker') {
      await writeAudit(
        app.db,
        { userId: principal.userId, role: principal.role },
        'login',
        'user',
        principal.userId ?? 0,
      );
    }
    return {
      access_token: session.token,
      token_type: 'Bearer' as const,
      expires_at: session.expiresAt.toISOString(),
      profile: await loadProfile(app.db, principal),
    };
  }

  app.post(
    '/user/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Log in with realm, username and password (form-encoded)',
        consumes: FORM,
        body: LoginRequest,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const account = `${request.body.realm}:${normaliseUsername(request.body.realm, request.body.username).toLowerCase()}`;
      const principal = await throttled(request, reply, 'password', account, () =>
        authenticatePassword(app.db, request.body),
      );
      return principal ? startSession(request, principal, request.body.persist) : reply;
    },
  );

  app.post(
    '/user/login_by_candidate',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'School candidates: log in with candidate number and name (form-encoded)',
        consumes: FORM,
        body: LoginByCandidateRequest,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const principal = await throttled(request, reply, 'candidate', `candidate:${request.body.candidate}`, () =>
        authenticateCandidate(app.db, request.body),
      );
      return principal ? startSession(request, principal, true) : reply;
    },
  );

  app.get(
    '/user/session/resume',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'The profile of the bearer token',
        response: { 200: ResumeResponse, 401: ErrorBody },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      return loadProfile(app.db, request.auth);
    },
  );

  app.get(
    '/user/logout',
    {
      // Public so a client with an already-expired token can still log out cleanly.
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Revoke the bearer token', response: { 200: LogoutResponse } },
    },
    async (request) => {
      if (request.auth) app.sessionCache.forget(await revokeSession(app.db, request.auth.sessionId));
      return { success: true as const };
    },
  );
};
