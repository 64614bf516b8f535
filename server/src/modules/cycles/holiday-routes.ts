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
import { staffActor } from '../../lib/audit';
import { hkDate } from '../../lib/time';
import { addHoliday, holidaysOfYear, removeHoliday } from './holiday-queries';

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
    async (request) => holidaysOfYear(app.db, request.query.year ?? Number(hkDate().slice(0, 4))),
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
        await addHoliday(q, staffActor(request), request.body);
        return { success: true as const, id: request.body.date };
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
        await removeHoliday(q, staffActor(request), request.params.date);
        return { success: true as const, id: request.params.date };
      }),
  );
};
