// POST /api/user/register, /api/user/password/change, /api/user/password/reset (JSON).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  PasswordChangeRequest,
  PasswordResetRequest,
  RegisterRequest,
  RegisterResponse,
  SuccessResponse,
} from '@mockexam/contracts';
import { unauthenticated } from '../../lib/app-error';
import { requestLocale } from '../../lib/error-body';
import { assertUnderLimit, RATE_LIMITS } from '../../lib/rate-limit';
import { changePassword, registerCandidate, resetPassword } from './account-service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Register an individual candidate (phone verified first)',
        body: RegisterRequest,
        response: { 200: RegisterResponse, ...errors },
      },
    },
    async (request) => {
      const username = await registerCandidate(app.db, request.body, requestLocale(request));
      return { success: true as const, username };
    },
  );

  app.post(
    '/user/password/change',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Change the password of the logged-in account (other sessions end)',
        body: PasswordChangeRequest,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthenticated();
      // Guessing the old password from a stolen session counts like failed logins.
      const subject = `user:${auth.userId}`;
      await assertUnderLimit(app.rateLimiter, RATE_LIMITS.loginAccount, subject);
      try {
        app.sessionCache.forget(
          await changePassword(app.db, auth, request.body.old_password, request.body.new_password),
        );
      } catch (error) {
        await app.rateLimiter.hit(RATE_LIMITS.loginAccount, subject);
        throw error;
      }
      return { success: true as const };
    },
  );

  app.post(
    '/user/password/reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a verification token of purpose reset',
        body: PasswordResetRequest,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      const revoked = await resetPassword(
        app.db,
        request.body.phone,
        request.body.verification_token,
        request.body.new_password,
      );
      if (revoked) app.sessionCache.forget(revoked);
      return { success: true as const };
    },
  );
};
