// The marker's routes: claim the next task of a question, keep or give back its lease, submit or change
// a mark, flag an item to the chief, and go back to recent marks. A marker only ever sees their own
// tasks (another's answers 404, or 409 for a live task they lost).
import {
  ClaimResponse,
  ErrorBody,
  FlagRequest,
  IdParam,
  LeaseResponse,
  MarkingAssignmentsResponse,
  MARKING_LEASE_SECONDS,
  MarkingTask,
  RecentMarksResponse,
  SubmitMarkRequest,
  SubmitMarkResponse,
  SuccessResponse,
} from '@mockexam/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, notFound, unauthenticated } from '../../lib/app-error';
import { markerAssignments } from './assignments';
import { claimTask, notAssigned } from './claim';
import { assignmentOf, taskRow, taskView } from './marking-queries';
import { recentMarks } from './recent';
import { MARKED_PAGES_QUEUE } from './render-queue';
import { submitMark } from './submit';

const marker = { access: 'marker' } as const;
const tags = ['marking'];
const idParams = z.object({ id: IdParam });
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

function markerOf(request: FastifyRequest): number {
  if (!request.auth?.userId) throw unauthenticated();
  return request.auth.userId;
}

export const markerRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller's open task (an expired lease nobody took is still theirs); 404 or 409 otherwise. */
  async function heldTask(taskId: number, markerId: number) {
    const task = await taskRow(app.db, taskId);
    if (!task || (task.marker_id !== markerId && (task.reference_id !== null || task.state === 'done'))) {
      throw notFound();
    }
    if (task.marker_id !== markerId || task.state !== 'open') throw conflict('MARKING_LEASE_LOST');
    return task;
  }

  app.get(
    '/marking/assignments',
    {
      config: marker,
      schema: {
        tags,
        summary: 'My questions and where I stand on each (standardisation, open, what I could claim)',
        response: { 200: MarkingAssignmentsResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ assignments: await markerAssignments(app.db, markerOf(request)) }),
  );

  app.post(
    '/marking/questions/:id/claim',
    {
      config: marker,
      schema: {
        tags,
        summary: 'The next task of the question for me (or the one I hold), or why there is none',
        params: idParams,
        response: { 200: ClaimResponse, ...errors },
      },
    },
    async (request) => {
      const claimed = await claimTask(app.db, request.params.id, markerOf(request));
      if (claimed.taskId === null) return { task: null, reason: claimed.reason };
      return { task: claimed.task ?? (await taskView(app.db, claimed.taskId)), reason: null };
    },
  );

  app.post(
    '/marking/tasks/:id/lease',
    {
      config: marker,
      schema: {
        tags,
        summary: 'Renew my lease of the task while I work on it',
        params: idParams,
        response: { 200: LeaseResponse, ...errors },
      },
    },
    async (request) => {
      const markerId = markerOf(request);
      await heldTask(request.params.id, markerId);
      const { rows } = await app.db.query<{ lease_until: Date }>(
        `update marking_tasks set lease_until = now() + make_interval(secs => $3)
          where id = $1 and marker_id = $2 and state = 'open' returning lease_until`,
        [request.params.id, markerId, MARKING_LEASE_SECONDS],
      );
      if (!rows[0]) throw conflict('MARKING_LEASE_LOST');
      return { lease_until: rows[0].lease_until.toISOString() };
    },
  );

  app.delete(
    '/marking/tasks/:id/lease',
    {
      config: marker,
      schema: {
        tags,
        summary: 'Give the task back: a live item returns to the queue',
        params: idParams,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      const markerId = markerOf(request);
      await heldTask(request.params.id, markerId);
      // A reference script stays the marker's own; a live task goes to whoever claims it next.
      await app.db.query(
        `update marking_tasks
            set lease_until = null,
                marker_id = case when item_id is null then marker_id end,
                claimed_at = case when item_id is null then claimed_at end
          where id = $1 and marker_id = $2 and state = 'open'`,
        [request.params.id, markerId],
      );
      return { success: true as const };
    },
  );

  app.get(
    '/marking/tasks/:id',
    {
      config: marker,
      schema: {
        tags,
        summary: 'One of my tasks again, held or marked, with my mark',
        params: idParams,
        response: { 200: MarkingTask, ...errors },
      },
    },
    async (request) => {
      const task = await taskRow(app.db, request.params.id);
      if (!task || task.marker_id !== markerOf(request)) throw notFound();
      return taskView(app.db, task.id);
    },
  );

  app.put(
    '/marking/tasks/:id/mark',
    {
      config: marker,
      schema: {
        tags,
        summary: 'Submit or change my mark of the task (Idempotency-Key header required)',
        params: idParams,
        body: SubmitMarkRequest,
        response: { 200: SubmitMarkResponse, ...errors },
      },
    },
    async (request, reply) => {
      const markerId = markerOf(request);
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || key.trim() === '' || key.length > 200) {
        throw badRequest('IDEMPOTENCY_KEY_REQUIRED', { 'Idempotency-Key': 'IDEMPOTENCY_KEY_REQUIRED' });
      }
      // Resolves after the commit: the answer never reports a mark that could still be rolled back.
      const { replayed, ...result } = await submitMark(app.db, app.jobs, {
        markerId,
        taskId: request.params.id,
        idempotencyKey: key.trim(),
        mark: request.body,
      });
      app.jobs.wake(MARKED_PAGES_QUEUE);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return result;
    },
  );

  app.post(
    '/marking/tasks/:id/flag',
    {
      config: marker,
      schema: {
        tags,
        summary: 'Flag the item I hold to the chief (I keep it until I move on)',
        params: idParams,
        body: FlagRequest,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      const markerId = markerOf(request);
      const task = await heldTask(request.params.id, markerId);
      await app.db.query('insert into marking_flags (task_id, marker_id, reason, note) values ($1, $2, $3, $4)', [
        task.id,
        markerId,
        request.body.reason,
        request.body.note || null,
      ]);
      return { success: true as const };
    },
  );

  app.get(
    '/marking/questions/:id/recent',
    {
      config: marker,
      schema: {
        tags,
        summary: 'My last marked tasks of the question, newest first (to go back to one)',
        params: idParams,
        response: { 200: RecentMarksResponse, ...errors },
      },
    },
    async (request) => {
      const markerId = markerOf(request);
      if (!(await assignmentOf(app.db, request.params.id, markerId))) throw notAssigned();
      return { marks: await recentMarks(app.db, request.params.id, markerId) };
    },
  );
};
