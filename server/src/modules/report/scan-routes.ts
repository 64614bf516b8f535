// Scanned answer-book pages (upload by staff, served only through an authorised call) and the
// exports opened in a new tab (issue 11). Filled in by the scans and exports work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const scanRoutes: FastifyPluginAsyncZod = async () => {};
