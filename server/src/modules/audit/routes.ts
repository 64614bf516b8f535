// GET /api/admin/audit (access: staff): the audit log, newest first, optionally for one object.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditQuery, AuditResponse, ErrorBody } from '@mockexam/contracts';
import { auditLog } from './queries';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const staff = { access: 'staff' as const };

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.get(
    '/admin/audit',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The audit log, newest first',
        querystring: AuditQuery,
        response: { 200: AuditResponse, ...errors },
      },
    },
    async (request) => auditLog(app.db, request.query),
  );
};
