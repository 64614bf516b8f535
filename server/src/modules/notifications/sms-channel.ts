// SMS notices through the server's SMS provider (the HTTP gateway, or the console provider of demo mode).
import { HK_MOBILE_REGEX } from '@mockexam/contracts';
import type { SmsProvider } from '../sms/provider';
import type { NoticeChannelSender } from './channels';
import { SendError, smsSendError } from './send-errors';

export function createSmsChannel(sms: SmsProvider): NoticeChannelSender {
  return {
    async send(notice) {
      if (!HK_MOBILE_REGEX.test(notice.address)) throw new SendError('permanent', 'Not a Hong Kong mobile number');
      try {
        const sent = await sms.sendNotice({
          phone: notice.address,
          text: notice.body,
          reference: `notice-${notice.id}`,
        });
        return { provider: sms.name, providerId: sent.providerId };
      } catch (error) {
        throw smsSendError(error);
      }
    },
  };
}
