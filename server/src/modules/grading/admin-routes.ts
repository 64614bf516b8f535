// The back office's exams, questions, marking guidelines, grade boundaries, marks, grading runs, publishing and item
// analysis (access: staff). Every change is audited in its own transaction.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminExamsQuery,
  AdminExamsResponse,
  AdminGradingRun,
  AdminGradingRunsResponse,
  AdminIdParam,
  AdminPaperGuidelinesResponse,
  AdminPaperQuestionsResponse,
  ArchiveExamRequest,
  BoundariesRequest,
  BoundariesResponse,
  CreateExamRequest,
  CreateExamResponse,
  EnteredCandidatesQuery,
  EnteredCandidatesResponse,
  ErrorBody,
  GradingRunResponse,
  ItemAnalysisResponse,
  MarksImportErrorBody,
  MarksImportRequest,
  MarksImportResponse,
  PublishRunRequest,
  ReplaceGuidelinesRequest,
  ReplaceQuestionsRequest,
  UpdateExamRequest,
} from '@mockexam/contracts';
import { errorBody, requestLocale } from '../../lib/error-body';
import { staffActor } from '../../lib/audit';
import { examBoundaries, setBoundaries } from './boundaries';
import { enteredCandidates } from './entered-candidates';
import { setExamArchived, deleteExam } from './exam-lifecycle';
import { createExam, listExams, updateExam } from './exams';
import { paperGuidelines, replaceGuidelines } from './guidelines';
import { itemAnalysis } from './item-analysis';
import { importMarks } from './marks-import';
import { paperQuestions, replaceQuestions } from './questions';
import { runGrading } from './run';
import { gradingRun, listRuns, publishRun } from './runs';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const staff = { access: 'staff' as const };
const tags = ['admin'];
const Ok = z.object({ ok: z.literal(true) });
/** 25,000 rows of 40 marks each are about 12 MB of JSON. */
const MARKS_BODY_LIMIT = 32 * 1024 * 1024;

export const gradingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/exams',
    {
      config: staff,
      schema: {
        tags,
        summary:
          "A cycle's exams with their papers, marks, boundaries, latest grading run and release time (archived ones with archived=show); texts in the request's language and in both",
        querystring: AdminExamsQuery,
        response: { 200: AdminExamsResponse, ...errors },
      },
    },
    async (request) =>
      listExams(app.db, { cycleId: request.query.cycle_id, archived: request.query.archived }, requestLocale(request)),
  );

  app.post(
    '/admin/exams',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Create an exam of a cycle and subject with its papers (weights add up to 100), every text in both languages',
        body: CreateExamRequest,
        response: { 200: CreateExamResponse, ...errors },
      },
    },
    async (request) => ({ exam_id: await createExam(app.db, staffActor(request), request.body) }),
  );

  app.put(
    '/admin/exams/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: "Change an exam's titles, flags, paper titles and paper weights (weights count from the next run)",
        params: AdminIdParam,
        body: UpdateExamRequest,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await updateExam(app.db, staffActor(request), request.params.id, request.body);
      return { ok: true as const };
    },
  );

  app.put(
    '/admin/exams/:id/archived',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Archive an exam (out of the lists; its released reports stay readable) or bring it back',
        params: AdminIdParam,
        body: ArchiveExamRequest,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await setExamArchived(app.db, staffActor(request), request.params.id, request.body.archived);
      return { ok: true as const };
    },
  );

  app.delete(
    '/admin/exams/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Delete an exam set up by mistake (409 once marks, stored scans or grading runs rest on it)',
        params: AdminIdParam,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await deleteExam(app.db, staffActor(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/admin/exam-papers/:id/questions',
    {
      config: staff,
      schema: {
        tags,
        summary: "A paper's questions with their writing criteria",
        params: AdminIdParam,
        response: { 200: AdminPaperQuestionsResponse, ...errors },
      },
    },
    async (request) => paperQuestions(app.db, request.params.id),
  );

  app.put(
    '/admin/exam-papers/:id/questions',
    {
      config: staff,
      schema: {
        tags,
        summary:
          "Replace a paper's questions (409 once the paper has marks, or when guidelines would lose their question or page)",
        params: AdminIdParam,
        body: ReplaceQuestionsRequest,
        response: { 200: AdminPaperQuestionsResponse, ...errors },
      },
    },
    async (request) => replaceQuestions(app.db, staffActor(request), request.params.id, request.body.questions),
  );

  app.get(
    '/admin/exam-papers/:id/guidelines',
    {
      config: staff,
      schema: {
        tags,
        summary: "A paper's marking guidelines, by question and page",
        params: AdminIdParam,
        response: { 200: AdminPaperGuidelinesResponse, ...errors },
      },
    },
    async (request) => paperGuidelines(app.db, request.params.id),
  );

  app.put(
    '/admin/exam-papers/:id/guidelines',
    {
      config: staff,
      schema: {
        tags,
        summary: "Replace a paper's marking guidelines (each on a page its question spans)",
        params: AdminIdParam,
        body: ReplaceGuidelinesRequest,
        response: { 200: AdminPaperGuidelinesResponse, ...errors },
      },
    },
    async (request) => replaceGuidelines(app.db, staffActor(request), request.params.id, request.body.guidelines),
  );

  app.get(
    '/admin/exams/:id/boundaries',
    {
      config: staff,
      schema: {
        tags,
        summary: "An exam's grade boundaries (or CSD's attained score)",
        params: AdminIdParam,
        response: { 200: BoundariesResponse, ...errors },
      },
    },
    async (request) => examBoundaries(app.db, request.params.id),
  );

  app.put(
    '/admin/exams/:id/boundaries',
    {
      config: staff,
      schema: {
        tags,
        summary: "Set an exam's grade boundaries (taken into account by the next run)",
        params: AdminIdParam,
        body: BoundariesRequest,
        response: { 200: BoundariesResponse, ...errors },
      },
    },
    async (request) => setBoundaries(app.db, staffActor(request), request.params.id, request.body),
  );

  app.post(
    '/admin/exam-papers/:id/marks',
    {
      config: staff,
      bodyLimit: MARKS_BODY_LIMIT,
      schema: {
        tags,
        summary: "Import a paper's marks: all rows or, when any row has an error, none",
        params: AdminIdParam,
        body: MarksImportRequest,
        response: { 200: MarksImportResponse, ...errors, 400: MarksImportErrorBody },
      },
    },
    async (request, reply) => {
      const outcome = await importMarks(app.db, staffActor(request), request.params.id, request.body.rows, {
        replaceOnScreen: request.body.replace_on_screen,
      });
      if (outcome.ok) return { rows_written: outcome.rows_written, unpublished_run_id: outcome.unpublished_run_id };
      const fields = Object.fromEntries(outcome.row_errors.map((e) => [`rows.${e.row}.${e.field}`, e.key]));
      return reply.code(400).send({
        ...errorBody('MARKS_ROWS_INVALID', 'MARKS_ROWS_INVALID', requestLocale(request), fields),
        row_errors: outcome.row_errors,
        row_errors_total: outcome.row_errors_total,
      });
    },
  );

  app.get(
    '/admin/exams/:id/candidates',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The candidates entered for the exam (the rows of its marks template), a page at a time',
        params: AdminIdParam,
        querystring: EnteredCandidatesQuery,
        response: { 200: EnteredCandidatesResponse, ...errors },
      },
    },
    async (request) => enteredCandidates(app.db, request.params.id, request.query),
  );

  app.post(
    '/admin/exams/:id/grading-runs',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Grade every candidate from the marks; the new results replace the old and the exam is unpublished',
        params: AdminIdParam,
        response: { 200: GradingRunResponse, ...errors },
      },
    },
    async (request) => {
      const actor = staffActor(request);
      const run = await runGrading(app.db, request.params.id, actor.userId);
      return { ...(await gradingRun(app.db, run.runId)), unpublished_run_id: run.unpublishedRunId };
    },
  );

  app.get(
    '/admin/exams/:id/grading-runs',
    {
      config: staff,
      schema: {
        tags,
        summary: "An exam's grading runs, newest first",
        params: AdminIdParam,
        response: { 200: AdminGradingRunsResponse, ...errors },
      },
    },
    async (request) => listRuns(app.db, request.params.id),
  );

  app.post(
    '/admin/exams/:id/publish',
    {
      config: staff,
      schema: {
        tags,
        summary: "Publish the exam's latest run: reports show it once the results release time has passed",
        params: AdminIdParam,
        body: PublishRunRequest,
        response: { 200: AdminGradingRun, ...errors },
      },
    },
    async (request) => publishRun(app.db, app.notices, staffActor(request), request.params.id, request.body.run_id),
  );

  app.get(
    '/admin/exams/:id/item-analysis',
    {
      config: staff,
      schema: {
        tags,
        summary: "Facility, discrimination and efficiency of every question; each paper's alpha and SEM",
        params: AdminIdParam,
        response: { 200: ItemAnalysisResponse, ...errors },
      },
    },
    async (request) => itemAnalysis(app.db, request.params.id),
  );
};
