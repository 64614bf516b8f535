// The messages the service sent (an order's, a school's, or every one by state, event and channel), sending one
// again, and the texts of every event staff edit, preview and reset. The keys sit below ['admin'], so any
// back-office change refreshes them too; a resend refreshes every list of messages.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@mockexam/api-client';
import type {
  Locale,
  Notice,
  NoticeChannel,
  NoticeEvent,
  NoticeList,
  NoticeState,
  NoticeTemplate,
  NoticeTexts,
} from '@mockexam/contracts';
import { useInvalidate } from '../../components/api';

export interface NoticeFilter {
  order_no?: string;
  school_id?: number;
  user_id?: number;
  state?: NoticeState;
  event?: NoticeEvent;
  channel?: NoticeChannel;
  limit?: number;
  offset?: number;
}

export const noticeKeys = {
  all: ['admin', 'notifications'] as const,
  list: (filter: NoticeFilter) => ['admin', 'notifications', filter] as const,
  templates: ['admin', 'notification-templates'] as const,
};

const templateUrl = (event: NoticeEvent, locale: Locale) =>
  `/admin/notification-templates/${encodeURIComponent(event)}/${locale}`;

export const getNotices = (filter: NoticeFilter) =>
  call<NoticeList>({ method: 'GET', url: '/admin/notifications', params: { ...filter } });
export const resendNotice = (id: number) => call<Notice>({ method: 'POST', url: `/admin/notifications/${id}/resend` });
export const getNoticeTemplates = () =>
  call<{ items: NoticeTemplate[] }>({ method: 'GET', url: '/admin/notification-templates' });
export const saveNoticeTemplate = (event: NoticeEvent, locale: Locale, texts: NoticeTexts) =>
  call<{ ok: true }>({ method: 'PUT', url: templateUrl(event, locale), data: texts });
export const resetNoticeTemplate = (event: NoticeEvent, locale: Locale) =>
  call<{ ok: true }>({ method: 'DELETE', url: templateUrl(event, locale) });
export const previewNoticeTemplate = (event: NoticeEvent, locale: Locale, texts: Partial<NoticeTexts>) =>
  call<NoticeTexts>({ method: 'POST', url: `${templateUrl(event, locale)}/preview`, data: texts });

/** Messages matching the filter, newest first; another filter keeps the last ones on screen until its own arrive. */
export const useNotices = (filter: NoticeFilter) =>
  useQuery({ queryKey: noticeKeys.list(filter), queryFn: () => getNotices(filter), placeholderData: keepPreviousData });

export function useResendNotice() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: resendNotice, onSuccess: () => invalidate(noticeKeys.all) });
}

export const useNoticeTemplates = () => useQuery({ queryKey: noticeKeys.templates, queryFn: getNoticeTemplates });

export function useSaveNoticeTemplate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ event, locale, texts }: { event: NoticeEvent; locale: Locale; texts: NoticeTexts }) =>
      saveNoticeTemplate(event, locale, texts),
    onSuccess: () => invalidate(noticeKeys.templates),
  });
}

export function useResetNoticeTemplate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ event, locale }: { event: NoticeEvent; locale: Locale }) => resetNoticeTemplate(event, locale),
    onSuccess: () => invalidate(noticeKeys.templates),
  });
}

export const usePreviewNoticeTemplate = () =>
  useMutation({
    mutationFn: ({ event, locale, texts }: { event: NoticeEvent; locale: Locale; texts: Partial<NoticeTexts> }) =>
      previewNoticeTemplate(event, locale, texts),
  });
