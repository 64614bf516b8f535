// Accounts: phone verification by SMS code, registration, password change and reset,
// and the development SMS outbox. JSON bodies, as listed in server/README.md.
import type {
  PasswordResetRequest,
  RegisterRequest,
  RegisterResponse,
  SmsOutboxResponse,
  SmsPurpose,
  SmsSendResponse,
  SmsVerifyResponse,
  SuccessResponse,
} from '@mockexam/contracts';
import { call } from './http';

/** POST /api/sms/send: a 6-digit code to a Hong Kong mobile number; the answer says when a resend is allowed. */
export const sendSmsCode = (phone: string, purpose: SmsPurpose) =>
  call<SmsSendResponse>({ method: 'POST', url: '/sms/send', data: { phone, purpose } });

/** POST /api/sms/verify: a correct code buys a short-lived verification token for register or reset. */
export const verifySmsCode = (phone: string, code: string, purpose: SmsPurpose) =>
  call<SmsVerifyResponse>({ method: 'POST', url: '/sms/verify', data: { phone, code, purpose } });

/** POST /api/user/register: an individual candidate whose phone was verified (purpose register). */
export const registerCandidate = (body: RegisterRequest) =>
  call<RegisterResponse>({ method: 'POST', url: '/user/register', data: body });

/** POST /api/user/password/change (bearer): the server ends the user's other sessions. */
export const changePassword = (oldPassword: string, newPassword: string) =>
  call<SuccessResponse>({
    method: 'POST',
    url: '/user/password/change',
    data: { old_password: oldPassword, new_password: newPassword },
  });

/** POST /api/user/password/reset: with a verification token of purpose reset; every session of the account ends. */
export const resetPassword = (body: PasswordResetRequest) =>
  call<SuccessResponse>({ method: 'POST', url: '/user/password/reset', data: body });

/** GET /api/dev/sms-outbox: what the console SMS provider "sent", newest first (absent with a real provider). */
export const readSmsOutbox = (phone?: string) =>
  call<SmsOutboxResponse>({ method: 'GET', url: '/dev/sms-outbox', params: phone ? { phone } : undefined });
