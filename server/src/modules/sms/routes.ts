// POST /api/sms/send and /api/sms/verify (JSON).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
  SmsSendRequest,
  SmsSendResponse,
  SmsVerifyRequest,
  SmsVerifyResponse,
} from '@mockexam/contracts';
import { conflict } from '../../lib/app-error';
import { assertUnderLimit, consumeLimit, RATE_LIMITS } from '../../lib/rate-limit';
import { isPhoneRegistered, issueCode, verifyCode } from './codes';
import { codeText } from './provider';

const errors = { 400: ErrorBody, 409: ErrorBody, 429: ErrorBody };

export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  const addressDaily = {
    ...RATE_LIMITS.smsAddressDaily,
    limit: app.config.smsDailyPerAddress ?? RATE_LIMITS.smsAddressDaily.limit,
  };
  const verifyHourly = {
    ...RATE_LIMITS.smsVerifyAddress,
    limit: app.config.smsVerifyHourlyPerAddress ?? RATE_LIMITS.smsVerifyAddress.limit,
  };
  app.post(
    '/sms/send',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sms'],
        summary: 'Send a one-time code to a Hong Kong mobile number (60 s resend wait, daily limits)',
        body: SmsSendRequest,
        response: { 200: SmsSendResponse, ...errors },
      },
    },
    async (request) => {
      const { phone, purpose } = request.body;
      await consumeLimit(app.rateLimiter, addressDaily, request.ip, 'SMS_DAILY_LIMIT');
      const registered = await isPhoneRegistered(app.db, phone);
      // Registration says so clearly; a reset never reveals whether the number has an account.
      if (purpose === 'register' && registered)
        throw conflict('PHONE_ALREADY_REGISTERED', { phone: 'PHONE_ALREADY_REGISTERED' });
      await assertUnderLimit(app.rateLimiter, RATE_LIMITS.smsPhoneDaily, phone, 'SMS_DAILY_LIMIT');
      const code = await issueCode(app.db, phone, purpose, request.ip);
      await app.rateLimiter.hit(RATE_LIMITS.smsPhoneDaily, phone);
      if (purpose === 'register' || registered) {
        await app.sms.send({ phone, purpose, code, text: codeText(code, SMS_CODE_TTL_SECONDS / 60) });
      }
      return {
        success: true as const,
        resend_after_seconds: SMS_RESEND_SECONDS,
        expires_in_seconds: SMS_CODE_TTL_SECONDS,
      };
    },
  );

  app.post(
    '/sms/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sms'],
        summary: 'Check a code; answers a verification token for register or reset',
        body: SmsVerifyRequest,
        response: { 200: SmsVerifyResponse, ...errors },
      },
    },
    async (request) => {
      const { phone, purpose, code } = request.body;
      await consumeLimit(app.rateLimiter, verifyHourly, request.ip);
      const verified = await verifyCode(app.db, phone, purpose, code);
      return { verification_token: verified.token, expires_at: verified.expiresAt.toISOString() };
    },
  );
};
