// The report calls of spec section 7 (issue 11). Filled in by the report work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const reportRoutes: FastifyPluginAsyncZod = async () => {};
