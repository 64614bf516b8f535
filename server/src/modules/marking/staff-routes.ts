// The back office's side of on-screen marking (access: staff): marker accounts, who marks which
// question of a paper, and opening a paper's marking from its scans.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminIdParam,
  CreateAssignmentRequest,
  CreateMarkerRequest,
  ErrorBody,
  Marker,
  MarkersResponse,
  OpenMarkingResponse,
  PaperAssignmentsResponse,
  UpdateMarkerRequest,
} from '@mockexam/contracts';
import { staffActor } from '../../lib/audit';
import {
  assignMarker,
  createMarker,
  listMarkers,
  openPaper,
  paperAssignments,
  removeAssignment,
  updateMarker,
} from './markers';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const staff = { access: 'staff' as const };
const tags = ['admin'];
const Ok = z.object({ ok: z.literal(true) });

export const markingStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/markers',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Markers with their school and how many questions each is assigned',
        response: { 200: MarkersResponse, ...errors },
      },
    },
    async () => ({ markers: await listMarkers(app.db) }),
  );

  app.post(
    '/admin/markers',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create a marker (a staff-realm account that marks on screen)',
        body: CreateMarkerRequest,
        response: { 200: Marker, ...errors },
      },
    },
    async (request) => createMarker(app.db, staffActor(request), request.body),
  );

  app.patch(
    '/admin/markers/:id',
    {
      config: staff,
      schema: {
        tags,
        summary:
          "Change a marker's name, school or password, or disable them (a password or disabling ends their sessions)",
        params: AdminIdParam,
        body: UpdateMarkerRequest,
        response: { 200: Marker, ...errors },
      },
    },
    async (request) => {
      const { marker, revoked } = await updateMarker(app.db, staffActor(request), request.params.id, request.body);
      if (revoked) app.sessionCache.forget(revoked);
      return marker;
    },
  );

  app.get(
    '/admin/exam-papers/:id/marking/assignments',
    {
      config: staff,
      schema: {
        tags,
        summary: "Who marks each question of the paper, and each question's chief",
        params: AdminIdParam,
        response: { 200: PaperAssignmentsResponse, ...errors },
      },
    },
    async (request) => paperAssignments(app.db, request.params.id),
  );

  app.post(
    '/admin/exam-papers/:id/marking/assignments',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Assign a marker (or a chief) to questions of the paper',
        params: AdminIdParam,
        body: CreateAssignmentRequest,
        response: { 200: PaperAssignmentsResponse, ...errors },
      },
    },
    async (request) => assignMarker(app.db, staffActor(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/marking/assignments/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Remove an assignment under which no mark was given',
        params: AdminIdParam,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await removeAssignment(app.db, staffActor(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/admin/exam-papers/:id/marking/open',
    {
      config: staff,
      schema: {
        tags,
        summary: "Make the paper's items from its filed scans (again after more scans: only the new ones)",
        params: AdminIdParam,
        response: { 200: OpenMarkingResponse, ...errors },
      },
    },
    async (request) => openPaper(app.db, staffActor(request), request.params.id),
  );
};
