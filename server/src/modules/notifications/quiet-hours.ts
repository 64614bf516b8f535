// No SMS between 22:00 and 08:00 Hong Kong time (one-time codes are sent apart, at once): a message
// written in those hours waits until 08:00. Email has no quiet hours.
import { QUIET_HOURS, type NoticeChannel } from '@mockexam/contracts';
import { addDays, hkDate, hkHour, hkTime } from '../../lib/time';

/** The first time the message may go: `now`, or 08:00 Hong Kong time for an SMS written in quiet hours. */
export function firstSendTime(channel: NoticeChannel, now: Date): Date {
  if (channel !== 'sms') return now;
  const hour = hkHour(now);
  if (hour >= QUIET_HOURS.until && hour < QUIET_HOURS.from) return now;
  const day = hour >= QUIET_HOURS.from ? addDays(hkDate(now), 1) : hkDate(now);
  return hkTime(day, `${String(QUIET_HOURS.until).padStart(2, '0')}:00:00`);
}
