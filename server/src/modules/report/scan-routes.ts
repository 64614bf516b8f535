// Scanned answer-book pages (served only through authorised calls, uploaded by staff) and the
// exports opened in a new tab (issue 11): each in its own plugin, mounted here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageImageRoutes } from './page-image-routes';
import { scanUploadRoutes } from './scan-upload-routes';

export const scanRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(pageImageRoutes);
  await app.register(scanUploadRoutes);
};
