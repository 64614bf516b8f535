// Email through SMTP (SMTP_URL) with nodemailer, from MAIL_FROM, as plain text. Each message carries a
// Message-ID made from its row, the same on every try: a resend after a crash is the same message to
// the server and to the reader's mail program, which drop a second copy.
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Delivered, NoticeChannelSender, OutgoingNotice } from './channels';
import { SendError, smtpSendError } from './send-errors';

const Email = z.email();

/** The host of Message-IDs: the site's. */
function messageIdHost(publicUrl: string): string {
  return URL.canParse(publicUrl) ? new URL(publicUrl).hostname : 'localhost';
}

/** `<notice-<id>.<created, base 36>@<site's host>>`: the creation time keeps ids of two databases apart. */
export function noticeMessageId(
  notice: Pick<OutgoingNotice, 'id' | 'created_at'>,
  publicUrl: string,
  host = messageIdHost(publicUrl),
): string {
  return `<notice-${notice.id}.${notice.created_at.getTime().toString(36)}@${host}>`;
}

/** The user name and password in SMTP_URL (as written and decoded): never in a row's error. */
function urlSecrets(smtpUrl: string): string[] {
  if (!URL.canParse(smtpUrl)) return [smtpUrl];
  const { username, password } = new URL(smtpUrl);
  return [password, decodeURIComponent(password), username && password ? username : ''].filter(Boolean);
}

export function createEmailChannel(config: Pick<AppConfig, 'demoMode' | 'mail' | 'publicUrl'>): NoticeChannelSender {
  const { smtpUrl, from } = config.mail;
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: 5,
        // A server that does not answer is a passing fault, found out in seconds, not in nodemailer's minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null;
  const secrets = smtpUrl ? urlSecrets(smtpUrl) : [];
  const host = messageIdHost(config.publicUrl);

  return {
    async send(notice): Promise<Delivered> {
      const messageId = noticeMessageId(notice, config.publicUrl, host);
      if (!Email.safeParse(notice.address).success) throw new SendError('permanent', 'Not a valid email address');
      if (!transport) {
        // Demo mode: the demo outbox is where the message goes. Outside it nothing pretends to send: the
        // message fails where staff see it (a server without mail still serves every page; SMS carries the
        // codes candidates log in with, so only a missing SMS_PROVIDER stops a start).
        if (config.demoMode) return { provider: 'demo', providerId: messageId };
        throw new SendError('permanent', 'SMTP_URL is not set');
      }
      try {
        const info = await transport.sendMail({
          from,
          to: notice.address,
          subject: notice.subject ?? '',
          text: notice.body,
          messageId,
          headers: { 'Auto-Submitted': 'auto-generated' },
        });
        return { provider: 'smtp', providerId: info.messageId || messageId };
      } catch (error) {
        throw smtpSendError(error, secrets);
      }
    },
    async close() {
      transport?.close();
    },
  };
}
