// Phone verification (spec section 4): get a code, a 60-second countdown before a resend, enter the
// 6-digit code, verify, then 'verification successful'. Used by registration and forgot password.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendSmsCode, verifySmsCode } from '@mockexam/api-client';
import type { SmsPurpose } from '@mockexam/contracts';
import { messages, normaliseHkMobile } from '@mockexam/contracts/text';
import { textIn } from '@mockexam/i18n';
import { Button, TextField } from '@mockexam/ui/plain';
import { errorMessage } from '@mockexam/ui/text';
import { loadedSchemaIssue, useLocale, type FieldAccess, type TextBinding } from './forms';

export interface Verified {
  phone: string;
  token: string;
  expiresAt: string;
}

export interface PhoneVerification {
  /** The mobile number (8 digits) the last code went to, while the phone field still holds it. */
  sentTo: string | null;
  /** When (ms since epoch) another code may be requested; 0 when it may now. */
  resendAt: number;
  sending: boolean;
  verifying: boolean;
  verified: Verified | null;
  send(): Promise<void>;
  verify(): Promise<Verified | null>;
  /** Call when the phone field changes: another number undoes what was sent and verified. */
  phoneChanged(value: unknown): void;
  /** The server refused the verification token (expired or used): verify again. */
  forget(): void;
}

const normalise = (value: unknown) => normaliseHkMobile(String(value ?? '').trim());

/** What a reload needs to come back to the code step: the number and the times, never the code. */
interface SentCode {
  phone: string;
  resendAt: number;
  expiresAt: number;
}

/** The code sent earlier in this tab under `key`, while it can still be used. */
export function readSentCode(key: string | undefined): SentCode | null {
  if (!key) return null;
  try {
    const sent = JSON.parse(sessionStorage.getItem(key) ?? 'null') as SentCode | null;
    if (typeof sent?.phone !== 'string' || !/^\d{8}$/.test(sent.phone) || !(sent.expiresAt > Date.now())) return null;
    return { phone: sent.phone, resendAt: Number(sent.resendAt) || 0, expiresAt: sent.expiresAt };
  } catch {
    return null;
  }
}

/**
 * `remember`: a sessionStorage key under which the number a code went to (and when another may be asked
 * for) outlives a reload of the page, until the code expires or another number is typed.
 */
export function usePhoneVerification(
  form: FieldAccess<'phone' | 'code'>,
  purpose: SmsPurpose,
  remember?: string,
): PhoneVerification {
  const [restored] = useState(() => readSentCode(remember));
  const [sentTo, setSentTo] = useState<string | null>(restored?.phone ?? null);
  const [resendAt, setResendAt] = useState(restored?.resendAt ?? 0);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState<Verified | null>(null);
  // A click while a request is out is ignored (the button shows it is busy).
  const pending = useRef(false);

  async function send() {
    if (pending.current) return;
    const value = form.value('phone');
    const problem = await loadedSchemaIssue((s) => s.HkMobileSchema, value);
    if (problem) {
      form.stick('phone', messages[problem]);
      return;
    }
    const phone = normalise(value);
    pending.current = true;
    setSending(true);
    try {
      const answer = await sendSmsCode(phone, purpose);
      const sent = {
        phone,
        resendAt: Date.now() + answer.resend_after_seconds * 1000,
        expiresAt: Date.now() + answer.expires_in_seconds * 1000,
      };
      if (remember) sessionStorage.setItem(remember, JSON.stringify(sent));
      setResendAt(sent.resendAt);
      setSentTo(phone);
      setVerified(null);
      form.clear('phone');
      form.clear('code');
    } catch (error) {
      form.stick('phone', errorMessage(error));
    } finally {
      pending.current = false;
      setSending(false);
    }
  }

  async function verify(): Promise<Verified | null> {
    if (verified) return verified;
    if (pending.current) return null;
    if (!sentTo) {
      form.stick('phone', messages.PHONE_VERIFY_FIRST);
      return null;
    }
    const code = String(form.value('code') ?? '').trim();
    const problem = await loadedSchemaIssue((s) => s.SmsCode, code);
    if (problem) {
      form.stick('code', messages[problem]);
      return null;
    }
    pending.current = true;
    setVerifying(true);
    try {
      const answer = await verifySmsCode(sentTo, code, purpose);
      const result = { phone: sentTo, token: answer.verification_token, expiresAt: answer.expires_at };
      setVerified(result);
      form.clear('phone');
      form.clear('code');
      return result;
    } catch (error) {
      form.stick('code', errorMessage(error, 'SMS_CODE_INVALID'));
      return null;
    } finally {
      pending.current = false;
      setVerifying(false);
    }
  }

  function phoneChanged(value: unknown) {
    const phone = normalise(value);
    if (sentTo && phone !== sentTo) {
      setSentTo(null);
      setResendAt(0);
      if (remember) sessionStorage.removeItem(remember);
    }
    if (verified && phone !== verified.phone) setVerified(null);
  }

  return {
    sentTo,
    resendAt,
    sending,
    verifying,
    verified,
    send,
    verify,
    phoneChanged,
    forget: () => setVerified(null),
  };
}

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

/** The get-code button: after a send it counts the seconds down (only this button re-renders). */
function SendCodeButton({ verification }: { verification: PhoneVerification }) {
  const { t } = useTranslation('account');
  const { resendAt, sentTo, sending } = verification;
  const [seconds, setSeconds] = useState(() => secondsUntil(resendAt));

  useEffect(() => {
    setSeconds(secondsUntil(resendAt));
    if (resendAt <= Date.now()) return;
    const timer = setInterval(() => {
      const left = secondsUntil(resendAt);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [resendAt]);

  const label = seconds > 0 ? t('phone.resendIn', { seconds }) : sentTo ? t('phone.resend') : t('phone.getCode');
  return (
    <Button
      className="account-addon-button"
      onClick={() => void verification.send()}
      aria-busy={sending || undefined}
      disabled={seconds > 0}
    >
      {label}
    </Button>
  );
}

/** The phone field with its get-code button, and the code field (with a verify button unless the form's submit verifies). */
export function PhoneCodeFields({
  formName,
  verification,
  phone,
  code,
  phoneLabel,
  phoneHelp,
  sentNotice,
  verifyButton = true,
}: {
  formName: string;
  verification: PhoneVerification;
  phone: TextBinding;
  code: TextBinding;
  phoneLabel: string;
  phoneHelp?: string;
  sentNotice: (phone: string) => string;
  verifyButton?: boolean;
}) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { sentTo, verifying, verified } = verification;
  const phoneExtra = sentTo && !verified ? <span role="status">{sentNotice(sentTo)}</span> : phoneHelp;

  return (
    <>
      <TextField
        id={`${formName}_phone`}
        label={phoneLabel}
        help={phoneExtra}
        required
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        addon={<SendCodeButton verification={verification} />}
        {...phone}
      />
      <TextField
        id={`${formName}_code`}
        label={t('phone.code')}
        help={
          verified ? (
            <span role="status" className="account-verified">
              <span aria-hidden="true">✓</span> {textIn(messages.VERIFICATION_SUCCESSFUL, locale)}
            </span>
          ) : (
            t('phone.codeHelp')
          )
        }
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        disabled={!!verified}
        addon={
          verifyButton && (
            <Button
              className="account-addon-button"
              onClick={() => void verification.verify()}
              aria-busy={verifying || undefined}
              disabled={!!verified}
            >
              {t('phone.verify')}
            </Button>
          )
        }
        {...code}
      />
    </>
  );
}
