// The events as choices of a select, grouped by who reads them (candidates, teachers, staff), in words.
import { useTranslation } from 'react-i18next';
import { NOTICE_EVENTS, type NoticeEvent } from '@mockexam/contracts';

export const AUDIENCES = ['candidate', 'teacher', 'staff'] as const;

export const eventsOf = (audience: (typeof AUDIENCES)[number]) =>
  (Object.keys(NOTICE_EVENTS) as NoticeEvent[]).filter((event) => NOTICE_EVENTS[event].audience === audience);

export function useEventOptions(label?: (event: NoticeEvent, text: string) => string) {
  const { t } = useTranslation('admin');
  return AUDIENCES.map((audience) => ({
    label: t(`notices.audience.${audience}`),
    title: t(`notices.audience.${audience}`),
    options: eventsOf(audience).map((event) => {
      const text = t(`notices.event.${event}`);
      return { value: event, label: label ? label(event, text) : text };
    }),
  }));
}
