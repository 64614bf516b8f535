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
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '../../lib/audit';
import { AppError, unauthenticated } from '../../lib/app-error';
import { assertUnderLimit, RATE_LIMITS } from '../../lib/rate-limit';
import { authenticateCandidate, authenticatePassword, normaliseUsername } from './login';
import type { Principal } from './principal';
import { loadProfile } from './profile';
import { createSession, revokeSession } from './sessions';

const FORM = ['application/x-www-form-urlencoded', 'application/json'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Brute-force guard: failed attempts are counted per account and per client address;
   * once either is used up the call answers 429 before checking anything.
   */
  async function limitFailures(request: FastifyRequest, account: string, attempt: () => Promise<Principal>) {
    await assertUnderLimit(app.rateLimiter, RATE_LIMITS.loginAccount, account);
    await assertUnderLimit(app.rateLimiter, RATE_LIMITS.loginAddress, request.ip);
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) {
        await app.rateLimiter.hit(RATE_LIMITS.loginAccount, account);
        await app.rateLimiter.hit(RATE_LIMITS.loginAddress, request.ip);
      }
      throw error;
    }
  }

  async function startSession(request: FastifyRequest, principal: Principal, persist: boolean) {
    const session = await createSession(app.db, principal, {
      persist,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    if (principal.role === 'staff') {
      await writeAudit(app.db, { userId: principal.userId, role: 'staff' }, 'login', 'user', principal.userId ?? 0);
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
    async (request) => {
      const account = `${request.body.realm}:${normaliseUsername(request.body.realm, request.body.username).toLowerCase()}`;
      const principal = await limitFailures(request, account, () => authenticatePassword(app.db, request.body));
      return startSession(request, principal, request.body.persist);
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
    async (request) => {
      const principal = await limitFailures(request, `candidate:${request.body.candidate}`, () =>
        authenticateCandidate(app.db, request.body),
      );
      return startSession(request, principal, true);
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
