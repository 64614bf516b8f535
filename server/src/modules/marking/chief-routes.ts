// A question's chief marker's calls, open to staff too (access staff or marker; a marker must be the
// question's chief, checked per call in chief-access.ts): settings, reference scripts, flags, a
// paper's progress, and pausing, resuming and sending back markers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminIdParam,
  AssignmentStateResponse,
  CreateReferenceRequest,
  ErrorBody,
  MarkingFlagsResponse,
  MarkingProgressResponse,
  MarkingReference,
  MarkingReferencesResponse,
  MarkingSettings,
  MarkingSettingsResponse,
  ReferenceCandidatesQuery,
  ReferenceCandidatesResponse,
  ResolveFlagRequest,
  SendBackRequest,
  SendBackResponse,
} from '@mockexam/contracts';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { chiefQuestionsOfPaper, markingActor, requireChiefOrStaff } from './chief-access';
import { paperProgress } from './progress';
import { callerSchool, createReference, deleteReference, listReferences, referenceCandidates } from './references';
import { questionSettings, saveSettings, settingsResponse } from './settings';
import { openFlags, pauseMarker, resolveFlag, resumeMarker, sendBack } from './supervision';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const chief = { access: ['staff', 'marker'] as const };
const tags = ['marking'];
const Ok = z.object({ ok: z.literal(true) });

export const markingChiefRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The check every call makes: staff, or the chief of the question. */
  const access = (request: FastifyRequest) => (q: Queryable, questionId: number) =>
    requireChiefOrStaff(q, request.auth, questionId);

  app.get(
    '/marking/questions/:id/settings',
    {
      config: chief,
      schema: {
        tags,
        summary: 'How the question is marked on screen (the defaults until set)',
        params: AdminIdParam,
        response: { 200: MarkingSettingsResponse, ...errors },
      },
    },
    async (request) => {
      const question = await requireChiefOrStaff(app.db, request.auth, request.params.id);
      return settingsResponse(app.db, question, await questionSettings(app.db, question.id));
    },
  );

  app.put(
    '/marking/questions/:id/settings',
    {
      config: chief,
      schema: {
        tags,
        summary: 'Set how the question is marked; opening live marking makes its items from the scans',
        params: AdminIdParam,
        body: MarkingSettings,
        response: { 200: MarkingSettingsResponse, ...errors },
      },
    },
    async (request) =>
      saveSettings(app.db, markingActor(request), (q) => access(request)(q, request.params.id), request.body),
  );

  app.get(
    '/marking/questions/:id/references',
    {
      config: chief,
      schema: {
        tags,
        summary: "The question's practice, qualification and seed scripts",
        params: AdminIdParam,
        response: { 200: MarkingReferencesResponse, ...errors },
      },
    },
    async (request) => listReferences(app.db, await requireChiefOrStaff(app.db, request.auth, request.params.id)),
  );

  app.post(
    '/marking/questions/:id/references',
    {
      config: chief,
      schema: {
        tags,
        summary: "Make a reference script from a scanned script, with the chief's definitive mark",
        params: AdminIdParam,
        body: CreateReferenceRequest,
        response: { 200: MarkingReference, ...errors },
      },
    },
    async (request) =>
      createReference(app.db, markingActor(request), (q) => access(request)(q, request.params.id), request.body),
  );

  app.delete(
    '/marking/references/:id',
    {
      config: chief,
      schema: {
        tags,
        summary: 'Remove a reference script no marker has marked',
        params: AdminIdParam,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await deleteReference(app.db, markingActor(request), request.params.id, access(request));
      return { ok: true as const };
    },
  );

  app.get(
    '/marking/questions/:id/candidates',
    {
      config: chief,
      schema: {
        tags,
        summary: "The question's scanned scripts by code (no names), to pick reference scripts from",
        params: AdminIdParam,
        querystring: ReferenceCandidatesQuery,
        response: { 200: ReferenceCandidatesResponse, ...errors },
      },
    },
    async (request) => {
      const question = await requireChiefOrStaff(app.db, request.auth, request.params.id);
      const school = request.auth?.role === 'marker' ? await callerSchool(app.db, request.auth.userId!) : null;
      return referenceCandidates(app.db, question, school, request.query);
    },
  );

  app.get(
    '/marking/questions/:id/flags',
    {
      config: chief,
      schema: {
        tags,
        summary: "The question's open flags",
        params: AdminIdParam,
        response: { 200: MarkingFlagsResponse, ...errors },
      },
    },
    async (request) => openFlags(app.db, await requireChiefOrStaff(app.db, request.auth, request.params.id)),
  );

  app.post(
    '/marking/flags/:id/resolve',
    {
      config: chief,
      schema: {
        tags,
        summary: 'Resolve a flag; requeue sends the task back to the queue for another marker',
        params: AdminIdParam,
        body: ResolveFlagRequest,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) =>
      resolveFlag(app.db, markingActor(request), request.params.id, request.body.requeue, access(request)),
  );

  app.get(
    '/marking/papers/:id/progress',
    {
      config: chief,
      schema: {
        tags,
        summary: "The paper's marking progress: per question and per marker (a chief sees their questions)",
        params: AdminIdParam,
        response: { 200: MarkingProgressResponse, ...errors },
      },
    },
    async (request) => paperProgress(app.db, await chiefQuestionsOfPaper(app.db, request.auth, request.params.id)),
  );

  app.post(
    '/marking/assignments/:id/pause',
    {
      config: chief,
      schema: {
        tags,
        summary: 'Pause a marker on the question (the live tasks they hold go back to the queue)',
        params: AdminIdParam,
        response: { 200: AssignmentStateResponse, ...errors },
      },
    },
    async (request) => pauseMarker(app.db, markingActor(request), request.params.id, access(request)),
  );

  app.post(
    '/marking/assignments/:id/resume',
    {
      config: chief,
      schema: {
        tags,
        summary: 'Resume a paused marker (live if qualified; their seed count starts again)',
        params: AdminIdParam,
        response: { 200: AssignmentStateResponse, ...errors },
      },
    },
    async (request) => resumeMarker(app.db, markingActor(request), request.params.id, access(request)),
  );

  app.post(
    '/marking/assignments/:id/send-back',
    {
      config: chief,
      schema: {
        tags,
        summary: "Send the marker's live marks since a time back to the queue, for other markers",
        params: AdminIdParam,
        body: SendBackRequest,
        response: { 200: SendBackResponse, ...errors },
      },
    },
    async (request) => sendBack(app.db, markingActor(request), request.params.id, request.body.since, access(request)),
  );
};
