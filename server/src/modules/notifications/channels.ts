// What a channel is given to send and what it answers: the provider that took the message and its id.
// A channel throws a SendError (send-errors.ts) when the message did not go.
import type { NoticeChannel } from '@mockexam/contracts';

export interface OutgoingNotice {
  id: number;
  channel: NoticeChannel;
  address: string;
  subject: string | null;
  body: string;
  created_at: Date;
}

export interface Delivered {
  provider: string;
  providerId: string;
}

export interface NoticeChannelSender {
  send(notice: OutgoingNotice): Promise<Delivered>;
  close?(): Promise<void>;
}

export type NoticeChannels = Record<NoticeChannel, NoticeChannelSender>;
