// Small helpers of this remote: the site language, catalogue texts, money, API errors, polling.
import { useEffect, useRef } from 'react';
import { messageText, paymentStatusLabels, type Locale, type PaymentStatusCode } from '@mockexam/contracts';
import { ApiError } from '@mockexam/api-client';

export { useLocale, useMessage, nameIn } from '@mockexam/ui/text';

export const statusLabel = (code: PaymentStatusCode, locale: Locale) =>
  locale === 'en' ? paymentStatusLabels[code].en : paymentStatusLabels[code].zh;

export function formatHkd(amount: number): string {
  return `HK$${amount.toLocaleString('en-HK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function errorText(error: unknown, locale: Locale): string {
  if (error instanceof ApiError) {
    if (error.messages) return locale === 'en' ? error.messages.en : error.messages.zh;
    if (error.msg) return error.msg;
  }
  return messageText('INTERNAL', locale);
}

/** The spec's error-404 page: any unknown path under the locale shows it. */
export const notFoundPath = (prefix: string) => `/${prefix}/error-404`;

/** Calls `tick` every `ms` while mounted (the latest `tick`, never two at once). */
export function useInterval(tick: () => Promise<void> | void, ms: number | null) {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (ms === null) return undefined;
    let running = false;
    const id = setInterval(() => {
      if (running) return;
      running = true;
      void Promise.resolve(latest.current()).finally(() => {
        running = false;
      });
    }, ms);
    return () => clearInterval(id);
  }, [ms]);
}

/** mm:ss (or h:mm:ss) until `deadline`, never below zero. */
export function timeLeft(deadline: string, now: number): { text: string; over: boolean } {
  const ms = Math.max(0, new Date(deadline).getTime() - now);
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { text: h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`, over: ms === 0 };
}
