// Builds the one error body of the API: { code, msg, msg_en, msg_zh, fields? }.
import { isMessageKey, messages, pickLocale, type ErrorBody, type Locale, type MessageKey } from '@mockexam/contracts';
import type { FastifyRequest } from 'fastify';

/** The client's locale: X-Locale ('en' | 'zh-hk') wins over Accept-Language; Chinese by default. */
export function requestLocale(request: FastifyRequest): Locale {
  const explicit = request.headers['x-locale'];
  if (explicit === 'en' || explicit === 'zh-hk') return explicit;
  return pickLocale(request.headers['accept-language']);
}

export function errorBody(
  code: string,
  key: MessageKey,
  locale: Locale,
  fields?: Record<string, MessageKey>,
): ErrorBody {
  const text = messages[key];
  const body: ErrorBody = {
    code,
    msg: locale === 'en' ? text.en : text['zh-hk'],
    msg_en: text.en,
    msg_zh: text['zh-hk'],
  };
  if (fields && Object.keys(fields).length > 0) {
    body.fields = Object.fromEntries(
      Object.entries(fields).map(([field, fieldKey]) => [
        field,
        { en: messages[fieldKey].en, 'zh-hk': messages[fieldKey]['zh-hk'] },
      ]),
    );
  }
  return body;
}

/** The catalogue key of a schema issue: schemas carry keys as messages; anything else is generic. */
export function issueKey(message: string | undefined, code: string | undefined): MessageKey {
  if (isMessageKey(message)) return message;
  if (code === 'too_big') return 'FIELD_TOO_LONG';
  return 'FIELD_INVALID';
}
