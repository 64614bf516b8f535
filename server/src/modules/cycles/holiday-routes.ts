// Hong Kong public holidays, kept as data by staff: receipts uploaded on a holiday (or a weekend, or after
// 17:00) are processed on the next working day (src/lib/working-days.ts). Every write goes to the audit log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminWriteResponse,
  ErrorBody,
  PublicHolidayCreate,
  PublicHolidayDateParam,
  PublicHolidaysQuery,
  PublicHolidaysResponse,
} from '@mockexam/contracts';
import { conflict, notFound } from '../../lib/app-error';
import { staffActor, writeAudit } from '../../lib/audit';
import { hkDate } from '../../lib/time';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const staff = { access: 'staff' as const };
const tags = ['admin'];

export const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/holidays',
    {
      config: staff,
      schema: {
        tags,
        summary: "A year's public holidays (default: the current Hong Kong year), in date order",
        querystring: PublicHolidaysQuery,
        response: { 200: PublicHolidaysResponse, ...errors },
      },
    },
    async (request) => {
      const year = request.query.year ?? Number(hkDate().slice(0, 4));
      const { rows } = await app.db.query<{ date: string; name_zh: string; name_en: string }>(
        'select date, name_zh, name_en from public_holidays where date >= $1 and date <= $2 order by date',
        [`${year}-01-01`, `${year}-12-31`],
      );
      return rows;
    },
  );

  app.post(
    '/admin/holidays',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Add a public holiday',
        body: PublicHolidayCreate,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) =>
      app.db.tx(async (q) => {
        const h = request.body;
        const { rows } = await q.query<{ date: string }>(
          `insert into public_holidays (date, name_zh, name_en) values ($1, $2, $3)
           on conflict (date) do nothing returning date`,
          [h.date, h.name_zh, h.name_en],
        );
        if (!rows[0]) throw conflict('HOLIDAY_DATE_TAKEN', { date: 'HOLIDAY_DATE_TAKEN' });
        await writeAudit(q, staffActor(request), 'holiday.created', 'public_holiday', h.date, h);
        return { success: true as const, id: h.date };
      }),
  );

  app.delete(
    '/admin/holidays/:date',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Remove a public holiday',
        params: PublicHolidayDateParam,
        response: { 200: AdminWriteResponse, ...errors },
      },
    },
    async (request) =>
      app.db.tx(async (q) => {
        const { date } = request.params;
        const { rows } = await q.query<{ name_zh: string; name_en: string }>(
          'delete from public_holidays where date = $1 returning name_zh, name_en',
          [date],
        );
        if (!rows[0]) throw notFound();
        await writeAudit(q, staffActor(request), 'holiday.deleted', 'public_holiday', date, { ...rows[0] });
        return { success: true as const, id: date };
      }),
  );
};
