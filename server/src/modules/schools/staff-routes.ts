// The back office's school edition (access: staff): schools and their subject accounts, each subject's
// registration and list, a school's history, and the submitted candidates for the export.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminIdParam,
  AdminSchoolCandidatesQuery,
  AdminSchoolCandidatesResponse,
  AdminSchoolHistoryResponse,
  AdminSchoolsQuery,
  AdminSchoolsResponse,
  CreateSchoolAccountRequest,
  ErrorBody,
  ResetSchoolAccountPasswordRequest,
  SetSchoolAccountDisabledRequest,
} from '@mockexam/contracts';
import { staffActor } from '../../lib/audit';
import { createSchoolAccount, setSchoolAccountDisabled, setSchoolAccountPassword } from './staff-accounts';
import { listSchools, schoolHistory, submittedCandidates } from './staff-queries';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const staff = { access: 'staff' as const };
const tags = ['admin'];
const Ok = z.object({ ok: z.literal(true) });

export const schoolAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/schools',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Schools with their subject accounts and each subject in the current cycle (20 a page)',
        querystring: AdminSchoolsQuery,
        response: { 200: AdminSchoolsResponse, ...errors },
      },
    },
    async (request) => listSchools(app.db, request.query.q || undefined, request.query.page),
  );

  app.get(
    '/admin/schools/:id/history',
    {
      config: staff,
      schema: {
        tags,
        summary: "A school's imports, submissions, registrations and password resets (newest first)",
        params: AdminIdParam,
        response: { 200: AdminSchoolHistoryResponse, ...errors },
      },
    },
    async (request) => schoolHistory(app.db, request.params.id),
  );

  app.post(
    '/admin/school_accounts',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create a subject account of a school',
        body: CreateSchoolAccountRequest,
        response: { 200: z.object({ user_id: z.number().int() }), ...errors },
      },
    },
    async (request) => ({ user_id: await createSchoolAccount(app.db, staffActor(request), request.body) }),
  );

  app.post(
    '/admin/school_accounts/:id/password',
    {
      config: staff,
      schema: {
        tags,
        summary: "Set a subject account's password (its sessions end)",
        params: AdminIdParam,
        body: ResetSchoolAccountPasswordRequest,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      const actor = staffActor(request);
      app.sessionCache.forget(await setSchoolAccountPassword(app.db, actor, request.params.id, request.body.password));
      return { ok: true as const };
    },
  );

  app.post(
    '/admin/school_accounts/:id/disabled',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Disable (its sessions end) or enable a subject account',
        params: AdminIdParam,
        body: SetSchoolAccountDisabledRequest,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      const actor = staffActor(request);
      const revoked = await setSchoolAccountDisabled(app.db, actor, request.params.id, request.body.disabled);
      if (revoked) app.sessionCache.forget(revoked);
      return { ok: true as const };
    },
  );

  app.get(
    '/admin/school_candidates',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Every submitted school candidate of the current cycle, by subject and venue session',
        querystring: AdminSchoolCandidatesQuery,
        response: { 200: AdminSchoolCandidatesResponse, ...errors },
      },
    },
    async (request) => submittedCandidates(app.db, request.query),
  );
};
