// Staff upload a paper's scanned pages: multipart, any field name, up to 200 files of up to 5 MB.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, IdParam, SCAN_MAX_BYTES, SCAN_MAX_FILES, ScanUploadResponse } from '@mockexam/contracts';
import { notFound } from '../../lib/app-error';
import { errorBody, requestLocale } from '../../lib/error-body';
import { uploadScans, type UploadedFile } from './scan-upload';
import { SCAN_UPLOAD_TEXT } from './scan-upload-text';

export const scanUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Files past the size limit arrive cut short and flagged, so each gets its own error.
  await app.register(multipart, {
    limits: { fileSize: SCAN_MAX_BYTES, files: SCAN_MAX_FILES, fields: 10, fieldSize: 1000 },
    throwFileSizeLimit: false,
  });

  /** The files as they arrive; past 200 the multipart reader throws (413). */
  async function* readFiles(request: FastifyRequest): AsyncGenerator<UploadedFile> {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      yield { filename: part.filename ?? '', bytes, truncated: part.file.truncated };
    }
  }

  app.post(
    '/admin/exam-papers/:id/scans',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin', 'report'],
        summary:
          "Upload a paper's scanned pages (multipart; files named <candidate_no>_p<page>[_marked].png|jpg, " +
          'PNG or JPEG up to 5 MB and 40 megapixels, up to 200 a call); all or nothing, errors keyed by file name',
        consumes: ['multipart/form-data'],
        params: z.object({ id: IdParam }),
        response: {
          200: ScanUploadResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          413: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { rows } = await app.db.query('select 1 from exam_papers where id = $1', [request.params.id]);
      if (!rows[0]) throw notFound();
      const actor = { userId: request.auth?.userId ?? null, role: 'staff' };
      const outcome = await uploadScans(app.db, app.files, actor, request.params.id, readFiles(request));
      if (outcome.ok) return outcome.response;
      const body = errorBody('SCAN_UPLOAD_REFUSED', 'FORM_INVALID', requestLocale(request));
      body.fields = Object.fromEntries(
        Object.entries(outcome.problems).map(([file, problem]) => [file, SCAN_UPLOAD_TEXT[problem]]),
      );
      return reply.code(400).send(body);
    },
  );
};
