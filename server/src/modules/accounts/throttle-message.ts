// The 429 answer of a throttled login: the catalogue's text with the wait filled in, in both languages.
import { messages, type ErrorBody, type Locale } from '@mockexam/contracts';

/** '1 second', '45 seconds', '3 minutes' / '45秒', '3分鐘' (minutes rounded up from 60 seconds on). */
export function waitText(seconds: number): { en: string; 'zh-hk': string } {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return { en: `${whole} ${whole === 1 ? 'second' : 'seconds'}`, 'zh-hk': `${whole}秒` };
  const minutes = Math.ceil(whole / 60);
  return { en: `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`, 'zh-hk': `${minutes}分鐘` };
}

export function throttledBody(seconds: number, locale: Locale): ErrorBody {
  const wait = waitText(seconds);
  const en = messages.LOGIN_THROTTLED.en.replace('{wait}', wait.en);
  const zh = messages.LOGIN_THROTTLED['zh-hk'].replace('{wait}', wait['zh-hk']);
  return { code: 'RATE_LIMITED', msg: locale === 'en' ? en : zh, msg_en: en, msg_zh: zh };
}
