// The signed-in candidate's or teacher's own messages and their reminder switches (bearer).
import type { MyNoticeList, NoticePreferences } from '@mockexam/contracts';
import { call } from './http';

/** GET /api/account/notifications: the messages sent to me, newest first (at most 100). */
export const getMyNotices = () => call<MyNoticeList>({ method: 'GET', url: '/account/notifications' });

/** GET /api/account/notification-preferences: whether reminders come by email and by SMS. */
export const getNoticePreferences = () =>
  call<NoticePreferences>({ method: 'GET', url: '/account/notification-preferences' });

/** PUT /api/account/notification-preferences: payment and result notices are sent whatever these say. */
export const saveNoticePreferences = (preferences: NoticePreferences) =>
  call<NoticePreferences>({ method: 'PUT', url: '/account/notification-preferences', data: preferences });
