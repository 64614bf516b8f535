// One-time SMS codes: 6 digits from a CSPRNG, valid 5 minutes, single use, bound to phone
// and purpose, at most 5 wrong tries, stored only as an HMAC. A correct code buys a
// short-lived verification token that register / reset consume.
import { createHmac, randomInt } from 'node:crypto';
import { SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS, type SmsPurpose } from '@mockexam/contracts';
import type { Db, Queryable } from '../../db';
import { AppError, badRequest, tooManyRequests } from '../../lib/app-error';
import { newToken, safeEqual, sha256Hex } from '../../lib/tokens';
import { cachedServerSecret } from '../../lib/secrets';

export const MAX_CODE_ATTEMPTS = 5;
export const VERIFICATION_TOKEN_TTL_SECONDS = 15 * 60;

const codeSecret = (db: Db) => cachedServerSecret(db, 'sms_code_hmac', process.env.SMS_CODE_SECRET);

function codeHmac(secret: string, phone: string, purpose: SmsPurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${phone}:${code}`).digest('hex');
}

/** Serialises work on one phone number across instances (resend wait, attempts). */
async function lockPhone(q: Queryable, phone: string): Promise<void> {
  await q.query('select pg_advisory_xact_lock(hashtext($1))', [`sms:${phone}`]);
}

export async function isPhoneRegistered(q: Queryable, phone: string): Promise<boolean> {
  const { rows } = await q.query("select 1 from users where realm = 'candidate-realm' and lower(username) = $1", [
    phone,
  ]);
  return rows.length > 0;
}

/** Creates a code for phone + purpose, enforcing the 60-second resend wait. Returns the plain code. */
export async function issueCode(db: Db, phone: string, purpose: SmsPurpose, ip: string): Promise<string> {
  const secret = await codeSecret(db);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.tx(async (q) => {
    await lockPhone(q, phone);
    const { rows } = await q.query<{ wait: number }>(
      `select ceil(extract(epoch from (created_at + make_interval(secs => $3) - now())))::int as wait
         from sms_codes where phone = $1 and purpose = $2 order by created_at desc limit 1`,
      [phone, purpose, SMS_RESEND_SECONDS],
    );
    const wait = rows[0]?.wait ?? 0;
    if (wait > 0) throw tooManyRequests(wait, 'SMS_RESEND_WAIT');
    // A new code replaces the older ones.
    await q.query(
      'update sms_codes set consumed_at = now() where phone = $1 and purpose = $2 and consumed_at is null',
      [phone, purpose],
    );
    await q.query(
      `insert into sms_codes (phone, purpose, code_hmac, expires_at, ip)
       values ($1, $2, $3, now() + make_interval(secs => $4), $5)`,
      [phone, purpose, codeHmac(secret, phone, purpose, code), SMS_CODE_TTL_SECONDS, ip],
    );
  });
  return code;
}

type VerifyOutcome = { ok: true; token: string; expiresAt: Date } | { ok: false; error: AppError };

/** Checks a code; a wrong one counts against the code's 5 tries even though the call fails. */
export async function verifyCode(
  db: Db,
  phone: string,
  purpose: SmsPurpose,
  code: string,
): Promise<{ token: string; expiresAt: Date }> {
  const secret = await codeSecret(db);
  // The transaction commits the attempt counter; the error is thrown after it.
  const outcome = await db.tx<VerifyOutcome>(async (q) => {
    await lockPhone(q, phone);
    const { rows } = await q.query<{ id: number; code_hmac: string; attempts: number; expired: boolean }>(
      `select id, code_hmac, attempts, expires_at <= now() as expired
         from sms_codes where phone = $1 and purpose = $2 and consumed_at is null
        order by created_at desc limit 1`,
      [phone, purpose],
    );
    const row = rows[0];
    if (!row || row.expired) return { ok: false, error: badRequest('SMS_CODE_EXPIRED', { code: 'SMS_CODE_EXPIRED' }) };
    if (row.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, error: tooManyRequests(60, 'SMS_TOO_MANY_ATTEMPTS') };
    if (!safeEqual(row.code_hmac, codeHmac(secret, phone, purpose, code))) {
      const { rows: updated } = await q.query<{ attempts: number }>(
        'update sms_codes set attempts = attempts + 1 where id = $1 returning attempts',
        [row.id],
      );
      if (updated[0].attempts >= MAX_CODE_ATTEMPTS) {
        await q.query('update sms_codes set consumed_at = now() where id = $1', [row.id]);
        return { ok: false, error: tooManyRequests(60, 'SMS_TOO_MANY_ATTEMPTS') };
      }
      return { ok: false, error: badRequest('SMS_CODE_INVALID', { code: 'SMS_CODE_INVALID' }) };
    }
    await q.query('update sms_codes set consumed_at = now() where id = $1', [row.id]);
    const token = newToken();
    const { rows: created } = await q.query<{ expires_at: Date }>(
      `insert into verification_tokens (token_hash, phone, purpose, expires_at)
       values ($1, $2, $3, now() + make_interval(secs => $4)) returning expires_at`,
      [sha256Hex(token), phone, purpose, VERIFICATION_TOKEN_TTL_SECONDS],
    );
    return { ok: true, token, expiresAt: created[0].expires_at };
  });
  if (!outcome.ok) throw outcome.error;
  return { token: outcome.token, expiresAt: outcome.expiresAt };
}

/** Spends a verification token inside the caller's transaction; 400 when it is not valid for this phone and purpose. */
export async function consumeVerificationToken(
  q: Queryable,
  token: string,
  phone: string,
  purpose: SmsPurpose,
): Promise<void> {
  const { rows } = await q.query(
    `update verification_tokens set consumed_at = now()
      where token_hash = $1 and phone = $2 and purpose = $3 and consumed_at is null and expires_at > now()
      returning id`,
    [sha256Hex(token), phone, purpose],
  );
  if (rows.length === 0) {
    throw badRequest('VERIFICATION_TOKEN_INVALID', { verification_token: 'VERIFICATION_TOKEN_INVALID' });
  }
}
