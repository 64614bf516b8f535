// The back office's exams, marks, grade boundaries, grading runs and release (issue 11). Filled in by the grading work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const gradingAdminRoutes: FastifyPluginAsyncZod = async () => {};
