// Why a message did not go, by kind: a passing fault (the server or gateway unreachable, busy or
// answering 4xx for SMTP, 5xx or 429 for HTTP) is retried with back-off; a permanent one (an address
// refused or malformed, a request the gateway will never take) fails the message at once.
import { SmsGatewayError } from '../sms/http-provider';

export type SendErrorKind = 'passing' | 'permanent';

export class SendError extends Error {
  constructor(
    readonly kind: SendErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'SendError';
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/** The most the row keeps of an error: enough to read, never a whole server transcript. */
const MAX_ERROR = 300;

export function shortError(text: string, secrets: readonly string[] = []): string {
  let clean = text.replace(/\s+/g, ' ').trim();
  for (const secret of secrets) if (secret) clean = clean.replaceAll(secret, '***');
  return clean.length > MAX_ERROR ? `${clean.slice(0, MAX_ERROR - 1)}…` : clean;
}

interface ErrorLike {
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
  message?: unknown;
  name?: unknown;
  cause?: unknown;
}

/** The network fault behind an error: its cause's code, one its message names (nodemailer's ESOCKET
 * says "connect ECONNREFUSED"), or its own code. */
function codeOf(error: ErrorLike | undefined): string | undefined {
  if (!error) return undefined;
  const inner = codeOf(error.cause as ErrorLike | undefined);
  if (inner) return inner;
  const named = String(error.message ?? '')
    .match(/\b[A-Z_]{5,}\b/g)
    ?.find((word) => NETWORK_CODES.has(word));
  if (named) return named;
  return typeof error.code === 'string' && NETWORK_CODES.has(error.code) ? error.code : undefined;
}

/** An error of nodemailer's SMTP transport, by the server's reply code (4xx passes, 5xx will not). */
export function smtpSendError(error: unknown, secrets: readonly string[]): SendError {
  const e = (error ?? {}) as ErrorLike;
  const reply = typeof e.response === 'string' ? e.response : String(e.message ?? error);
  if (typeof e.responseCode === 'number') {
    const kind = e.responseCode >= 500 ? 'permanent' : 'passing';
    return new SendError(kind, shortError(`SMTP ${e.responseCode}: ${reply}`, secrets));
  }
  const network = codeOf(e);
  if (network) return new SendError('passing', shortError(`SMTP server unreachable (${network}): ${reply}`, secrets));
  // No reply code and no network fault (a message nodemailer refuses to build): another try changes nothing.
  if (e.code === 'EENVELOPE' || e.code === 'EMESSAGE')
    return new SendError('permanent', shortError(`SMTP: ${reply}`, secrets));
  return new SendError('passing', shortError(`SMTP: ${reply}`, secrets));
}

/** An error of the SMS provider: the gateway's status, or the network's fault. */
export function smsSendError(error: unknown): SendError {
  if (error instanceof SmsGatewayError) {
    const passing = error.status === 429 || error.status >= 500;
    return new SendError(passing ? 'passing' : 'permanent', shortError(error.message));
  }
  const e = (error ?? {}) as ErrorLike;
  if (e.name === 'TimeoutError' || e.name === 'AbortError')
    return new SendError('passing', 'SMS gateway did not answer in time');
  const network = codeOf(e);
  if (network) return new SendError('passing', `SMS gateway unreachable (${network})`);
  return new SendError('passing', shortError(`SMS: ${String(e.message ?? error)}`));
}
