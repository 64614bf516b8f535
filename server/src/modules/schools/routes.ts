// The subject teacher's calls (access 'school'). Every one is confined to the session's school and
// subject (schoolScope): another school's row ids answer 404. Changes are refused after 23:59 HKT on
// school_reg_end with 409 SCHOOL_REG_CLOSED and written to the audit log with who made them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CandidateSlip,
  ErrorBody,
  IdParam,
  SchoolBatch,
  SchoolImportRequest,
  SchoolRegistrationRequest,
  SchoolRegistrationResponse,
  SchoolRowEdit,
  SchoolSlipsRequest,
  SchoolSlipsResponse,
  SchoolSubmitResponse,
} from '@mockexam/contracts';
import { readBatch } from './batch';
import { teacherOf } from './context';
import { importSchoolRows } from './import';
import { getRegistration, putRegistration } from './registration';
import { changeSchoolRow } from './rows';
import { printSlips, resetStudentPassword } from './slips';
import { submitSchoolList } from './submit';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const school = { access: 'school' as const };
const tags = ['school'];
const RowIdParam = z.object({ id: IdParam });

export const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/school/registration',
    {
      config: school,
      schema: {
        tags,
        summary: "The subject's registration for the current cycle and the sessions it may choose",
        response: { 200: SchoolRegistrationResponse, ...errors },
      },
    },
    async (request) => getRegistration(app.db, teacherOf(request.auth).scope),
  );

  app.put(
    '/school/registration',
    {
      config: school,
      schema: {
        tags,
        summary: 'Register the subject, or change its arrangement, session or expected number (seats move with it)',
        body: SchoolRegistrationRequest,
        response: { 200: SchoolRegistrationResponse, ...errors },
      },
    },
    async (request) => {
      const { scope, actor } = teacherOf(request.auth);
      return putRegistration(app.db, app.notices, scope, actor, request.body);
    },
  );

  app.get(
    '/school/batch',
    {
      config: school,
      schema: { tags, summary: "The subject's list with each row's errors", response: { 200: SchoolBatch, ...errors } },
    },
    async (request) => readBatch(app.db, teacherOf(request.auth).scope, new Date()),
  );

  app.post(
    '/school/import',
    {
      config: school,
      // 2,000 rows of four short cells: well under 1 MB even with every cell at its 200-character cap.
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary: "Replace the subject's whole list (all or nothing)",
        body: SchoolImportRequest,
        response: { 200: SchoolBatch, ...errors },
      },
    },
    async (request) => {
      const { scope, actor } = teacherOf(request.auth);
      return importSchoolRows(app.db, scope, actor, request.body.rows);
    },
  );

  app.post(
    '/school/rows',
    {
      config: school,
      schema: { tags, summary: 'Add a row', body: SchoolRowEdit, response: { 200: SchoolBatch, ...errors } },
    },
    async (request) => {
      const { scope, actor } = teacherOf(request.auth);
      return changeSchoolRow(app.db, scope, actor, { op: 'add', row: request.body });
    },
  );

  app.put(
    '/school/rows/:id',
    {
      config: school,
      schema: {
        tags,
        summary: 'Edit a row',
        params: RowIdParam,
        body: SchoolRowEdit,
        response: { 200: SchoolBatch, ...errors },
      },
    },
    async (request) => {
      const { scope, actor } = teacherOf(request.auth);
      return changeSchoolRow(app.db, scope, actor, { op: 'edit', rowId: request.params.id, row: request.body });
    },
  );

  app.delete(
    '/school/rows/:id',
    {
      config: school,
      schema: { tags, summary: 'Delete a row', params: RowIdParam, response: { 200: SchoolBatch, ...errors } },
    },
    async (request) => {
      const { scope, actor } = teacherOf(request.auth);
      return changeSchoolRow(app.db, scope, actor, { op: 'delete', rowId: request.params.id });
    },
  );

  app.post(
    '/school/submit',
    {
      config: school,
      schema: {
        tags,
        summary: 'Check every row again and submit the list (candidate numbers and accounts)',
        response: { 200: SchoolSubmitResponse, ...errors },
      },
    },
    async (request) => {
      const { scope, actor } = teacherOf(request.auth);
      const outcome = await submitSchoolList(app.db, app.notices, scope, actor);
      for (const revocation of outcome.revocations) app.sessionCache.forget(revocation);
      return outcome.response;
    },
  );

  app.post(
    '/school/slips',
    {
      config: school,
      schema: {
        tags,
        summary: 'Candidate slips, with a new initial password for each student who has not set their own',
        body: SchoolSlipsRequest.optional(),
        response: { 200: SchoolSlipsResponse, ...errors },
      },
    },
    async (request) => {
      const { scope, actor } = teacherOf(request.auth);
      const outcome = await printSlips(app.db, scope, actor, request.body?.row_ids);
      for (const revocation of outcome.revocations) app.sessionCache.forget(revocation);
      return outcome.response;
    },
  );

  app.post(
    '/school/rows/:id/password',
    {
      config: school,
      schema: {
        tags,
        summary: 'A new initial password for one student (their sessions end), on a new slip',
        params: RowIdParam,
        response: { 200: CandidateSlip, ...errors },
      },
    },
    async (request) => {
      const { scope, actor } = teacherOf(request.auth);
      const outcome = await resetStudentPassword(app.db, scope, actor, request.params.id);
      app.sessionCache.forget(outcome.revocation);
      return outcome.slip;
    },
  );
};
