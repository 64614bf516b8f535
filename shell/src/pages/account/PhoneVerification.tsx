// Phone verification (spec section 4): get a code, a 60-second countdown before a resend, enter the
// 6-digit code, verify, then 'verification successful'. Used by registration and forgot password.
import { useEffect, useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import type { FormInstance, FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { sendSmsCode, verifySmsCode } from '@mockexam/api-client';
import type { SmsPurpose } from '@mockexam/contracts';
import { messages, normaliseHkMobile } from '@mockexam/contracts/text';
import { textIn } from '@mockexam/i18n';
import { errorMessage } from '@mockexam/ui/text';
import { loadedSchemaIssue, useLocale, type StickyErrors, LoadingButton } from './forms';

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
  /** Call from the form's onValuesChange: another number undoes what was sent and verified. */
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
  form: FormInstance,
  purpose: SmsPurpose,
  sticky: StickyErrors,
  remember?: string,
): PhoneVerification {
  const [restored] = useState(() => readSentCode(remember));
  const [sentTo, setSentTo] = useState<string | null>(restored?.phone ?? null);
  const [resendAt, setResendAt] = useState(restored?.resendAt ?? 0);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState<Verified | null>(null);

  async function send() {
    const value = form.getFieldValue('phone');
    const problem = await loadedSchemaIssue((s) => s.HkMobileSchema, value);
    if (problem) {
      sticky.set('phone', messages[problem]);
      return;
    }
    const phone = normalise(value);
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
      sticky.clear('phone');
      sticky.clear('code');
    } catch (error) {
      sticky.set('phone', errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  async function verify(): Promise<Verified | null> {
    if (verified) return verified;
    if (!sentTo) {
      sticky.set('phone', messages.PHONE_VERIFY_FIRST);
      return null;
    }
    const code = String(form.getFieldValue('code') ?? '').trim();
    const problem = await loadedSchemaIssue((s) => s.SmsCode, code);
    if (problem) {
      sticky.set('code', messages[problem]);
      return null;
    }
    setVerifying(true);
    try {
      const answer = await verifySmsCode(sentTo, code, purpose);
      const result = { phone: sentTo, token: answer.verification_token, expiresAt: answer.expires_at };
      setVerified(result);
      sticky.clear('phone');
      sticky.clear('code');
      return result;
    } catch (error) {
      sticky.set('code', errorMessage(error, 'SMS_CODE_INVALID'));
      return null;
    } finally {
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
    <LoadingButton onClick={() => void verification.send()} loading={sending} disabled={seconds > 0}>
      {label}
    </LoadingButton>
  );
}

/** The phone field with its get-code button, and the code field (with a verify button unless the form's submit verifies). */
export function PhoneCodeFields({
  formName,
  verification,
  phoneLabel,
  phoneHelp,
  sentNotice,
  phoneRules,
  codeRules,
  verifyButton = true,
}: {
  formName: string;
  verification: PhoneVerification;
  phoneLabel: string;
  phoneHelp?: string;
  sentNotice: (phone: string) => string;
  phoneRules: FormRule[];
  codeRules: FormRule[];
  verifyButton?: boolean;
}) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { sentTo, verifying, verified } = verification;
  const phoneExtra = sentTo && !verified ? <span role="status">{sentNotice(sentTo)}</span> : phoneHelp;

  return (
    <>
      <Form.Item label={phoneLabel} htmlFor={`${formName}_phone`} extra={phoneExtra} required>
        <Space.Compact block>
          <Form.Item name="phone" noStyle rules={phoneRules} validateFirst>
            <Input inputMode="tel" autoComplete="tel-national" maxLength={20} />
          </Form.Item>
          <SendCodeButton verification={verification} />
        </Space.Compact>
      </Form.Item>
      <Form.Item
        label={t('phone.code')}
        htmlFor={`${formName}_code`}
        required
        extra={verified ? undefined : t('phone.codeHelp')}
        validateStatus={verified ? 'success' : undefined}
        help={
          verified ? (
            <span role="status" className="account-verified">
              <span aria-hidden="true">✓</span> {textIn(messages.VERIFICATION_SUCCESSFUL, locale)}
            </span>
          ) : undefined
        }
      >
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={codeRules} validateFirst>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} disabled={!!verified} />
          </Form.Item>
          {verifyButton && (
            <LoadingButton onClick={() => void verification.verify()} loading={verifying} disabled={!!verified}>
              {t('phone.verify')}
            </LoadingButton>
          )}
        </Space.Compact>
      </Form.Item>
    </>
  );
}
