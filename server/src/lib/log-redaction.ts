// Secrets never reach a log line. Tokens may ride in query strings (an <img> or a new tab cannot send a
// header), so a URL is logged with the value of every secret-bearing parameter replaced, the name
// compared after decoding and case-folding (`access%5Ftoken`, `ACCESS_TOKEN` and `access_token` are all
// the same name to this check). Secret headers are censored by path, and every finished line is
// scrubbed once more as text, so an error message or stack quoting a URL or a bearer header is caught too.
import type { FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/** Names whose values are secrets: the API's access_token and anything that looks like a credential. */
const SECRET_NAME = /token|passw|secret|signature|api.?key|auth|cookie|credential/i;

/** The parameter's name as a query parser reads it; null when it does not decode (then treat it as secret). */
function decodedName(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

export function isSecretName(raw: string): boolean {
  const name = decodedName(raw);
  return name === null || SECRET_NAME.test(name);
}

/** The URL with the values of secret-bearing query parameters replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && isSecretName(name) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, at + 1)}${query.join('&')}`;
}

/** `?name=value` pairs inside any text (a `&` or `?` may itself be percent-encoded there). */
const PAIR_IN_TEXT = /((?:[?&;]|%26|%3f)\s*)((?:(?!%26|%3f)[^=&?#;\s"'\\<>])+)=((?:(?!%26|%3f)[^&#;\s"'\\<>])*)/gi;
const BEARER_IN_TEXT = /\b(bearer\s+)[^\s"'\\,;]+/gi;

/** Any text (a whole log line) with secret query values and bearer tokens replaced. */
export function redactText(text: string): string {
  return text
    .replace(PAIR_IN_TEXT, (pair, before: string, name: string) =>
      isSecretName(name) ? `${before}${name}=${REDACTED}` : pair,
    )
    .replace(BEARER_IN_TEXT, `$1${REDACTED}`);
}

/** Headers that carry secrets, wherever a logged object holds a `headers` field. */
const SECRET_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-signature'];
const REDACT_PATHS = SECRET_HEADERS.flatMap((header) => [`headers["${header}"]`, `*.headers["${header}"]`]);

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The server's logger options: the given ones (level, a stream in tests) with the redaction that every
 * log line goes through. Requests are logged by method, redacted URL and address, never their headers.
 */
export function safeLoggerOptions(level: string, given: LoggerOptions = {}): LoggerOptions {
  return {
    level,
    ...given,
    serializers: {
      ...given.serializers,
      // Defensive: whatever a log call passes as `req`, never its headers and never a crash.
      req: (request) => ({
        method: request.method,
        url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
        remoteAddress: request.ip,
      }),
    },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    hooks: { streamWrite: redactText },
  };
}
