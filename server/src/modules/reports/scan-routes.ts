// Scanned answer-book pages (served only through authorised calls, uploaded by staff) and the
// exports opened in a new tab: each in its own plugin, mounted here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ensureDemoPages } from './demo-pages';
import { exportRoutes } from './export-routes';
import { pageImageRoutes } from './page-image-routes';
import { scanUploadRoutes } from './scan-upload-routes';

export const scanRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(pageImageRoutes);
  await app.register(scanUploadRoutes);
  await app.register(exportRoutes);
  // Demo mode has scan rows but no scans: draw them once the server listens (route tests never listen).
  if (app.config.demoMode) {
    app.addHook('onListen', async () => {
      const written = await ensureDemoPages(app.db, app.files);
      if (written > 0) app.log.info({ written }, 'demo scanned pages drawn into the file store');
    });
  }
};
