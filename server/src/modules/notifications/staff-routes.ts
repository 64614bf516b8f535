// The back office's messages (access: staff): every message with its state, sending one again, and
// the templates of every event in both languages (saved with their placeholders checked, previewed with
// real data, reset to the default).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminIdParam,
  ErrorBody,
  Notice,
  NoticeList,
  NoticeListQuery,
  NoticePreview,
  NoticePreviewRequest,
  NoticeTemplateList,
  NoticeTemplateParams,
  NoticeTexts,
} from '@mockexam/contracts';
import { staffActor } from '../../lib/audit';
import { NOTICES_QUEUE } from './notifier';
import { listNotices, previewTemplate, resendNotice, resetTemplate, saveTemplate, templateList } from './staff-queries';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const staff = { access: 'staff' as const };
const tags = ['admin'];
const Ok = z.object({ ok: z.literal(true) });

export const notificationStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/notifications',
    {
      config: staff,
      schema: {
        tags,
        summary: "Messages (an order's, a reader's, a school's; by state or event), newest first",
        querystring: NoticeListQuery,
        response: { 200: NoticeList, ...errors },
      },
    },
    async (request) => listNotices(app.db, request.query),
  );

  app.post(
    '/admin/notifications/:id/resend',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Send a sent or failed message again: a new message with the same text and address',
        params: AdminIdParam,
        response: { 200: Notice, ...errors },
      },
    },
    async (request) => {
      const actor = staffActor(request);
      const notice = await app.db.tx((q) => resendNotice(q, app.jobs, actor, request.params.id, new Date()));
      app.jobs.wake(NOTICES_QUEUE);
      return notice;
    },
  );

  app.get(
    '/admin/notification-templates',
    {
      config: staff,
      schema: {
        tags,
        summary: "Every event's message texts in both languages, with the defaults and placeholders",
        response: { 200: NoticeTemplateList, ...errors },
      },
    },
    async () => ({ items: await templateList(app.db) }),
  );

  app.put(
    '/admin/notification-templates/:event/:locale',
    {
      config: staff,
      schema: {
        tags,
        summary: "Save staff's own texts of an event's messages in one language (placeholders checked)",
        params: NoticeTemplateParams,
        body: NoticeTexts,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      const actor = staffActor(request);
      const { event, locale } = request.params;
      await app.db.tx((q) => saveTemplate(q, actor, event, locale, request.body));
      return { ok: true as const };
    },
  );

  app.delete(
    '/admin/notification-templates/:event/:locale',
    {
      config: staff,
      schema: {
        tags,
        summary: "Put an event's messages in one language back to the default texts",
        params: NoticeTemplateParams,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      const actor = staffActor(request);
      const { event, locale } = request.params;
      await app.db.tx((q) => resetTemplate(q, actor, event, locale));
      return { ok: true as const };
    },
  );

  app.post(
    '/admin/notification-templates/:event/:locale/preview',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The texts given (or saved) filled with the newest real data of the event',
        params: NoticeTemplateParams,
        body: NoticePreviewRequest,
        response: { 200: NoticePreview, ...errors },
      },
    },
    async (request) => {
      const { event, locale } = request.params;
      return previewTemplate(
        app.db,
        event,
        locale,
        request.body ?? {},
        request.auth?.userId ?? null,
        app.config.publicUrl,
      );
    },
  );
};
