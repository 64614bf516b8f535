// The back office's view of scan intake: a paper's uploads with their progress, its exceptions queue
// (assign, discard, the page's image), and the completeness of its scripts.
import {
  ErrorBody,
  IdParam,
  messages,
  ScanCompletenessQuery,
  ScanCompletenessResponse,
  ScanExceptionAssign,
  ScanExceptionAssignResponse,
  ScanExceptionsResponse,
  ScanListQuery,
  ScanUploadsResponse,
  SuccessResponse,
  isMessageKey,
} from '@mockexam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { staffActor } from '../../lib/audit';
import { scanCompleteness } from './completeness';
import { assignException, discardException } from './exceptions';
import { listExceptions, listUploads, paperExam, scanPageImage } from './queries';

const staff = { access: 'staff' } as const;
const tags = ['scans'];
const paperParams = z.object({ id: IdParam });
const imageUrl = (id: number, kind: 'page' | 'preview') => `/api/admin/scan-exceptions/${id}/image?kind=${kind}`;

export const scanStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  async function existingPaper(id: number) {
    if (!(await paperExam(app.db, id))) throw notFound();
  }

  app.get(
    '/admin/exam-papers/:id/scan-uploads',
    {
      config: staff,
      schema: {
        tags,
        summary: "A paper's uploaded scan files with their state and page counts, newest first",
        params: paperParams,
        response: { 200: ScanUploadsResponse, 404: ErrorBody },
      },
    },
    async (request) => {
      await existingPaper(request.params.id);
      const rows = await listUploads(app.db, request.params.id);
      return {
        uploads: rows.map((row) => ({
          ...row,
          error: row.error && isMessageKey(row.error) ? messages[row.error] : null,
          created_at: row.created_at.toISOString(),
          finished_at: row.finished_at?.toISOString() ?? null,
        })),
      };
    },
  );

  app.get(
    '/admin/exam-papers/:id/scan-exceptions',
    {
      config: staff,
      schema: {
        tags,
        summary: "A paper's open scan exceptions, oldest first, a page at a time",
        params: paperParams,
        querystring: ScanListQuery,
        response: { 200: ScanExceptionsResponse, 404: ErrorBody },
      },
    },
    async (request) => {
      await existingPaper(request.params.id);
      const { total, rows } = await listExceptions(
        app.db,
        request.params.id,
        request.query.offset,
        request.query.limit,
      );
      return {
        total,
        exceptions: rows.map(({ scan_key, preview_key, created_at, ...row }) => ({
          ...row,
          image_url: scan_key ? imageUrl(row.id, 'page') : null,
          preview_url: preview_key ? imageUrl(row.id, 'preview') : null,
          created_at: created_at.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/admin/scan-exceptions/:id/image',
    {
      // An <img> cannot send a header: the token may come as ?access_token=.
      config: { ...staff, tokenFromQuery: true },
      schema: {
        tags,
        summary: 'The scanned page of an exception (kind=page) or its small preview (kind=preview)',
        params: paperParams,
        querystring: z.object({
          kind: z.enum(['page', 'preview']).default('page'),
          access_token: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const keys = await scanPageImage(app.db, request.params.id);
      const key = request.query.kind === 'preview' ? keys?.preview_key : keys?.scan_key;
      const file = key ? await app.files.get(key) : null;
      if (!file) throw notFound();
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.body);
    },
  );

  app.post(
    '/admin/scan-exceptions/:id/assign',
    {
      config: staff,
      schema: {
        tags,
        summary: "Files an exception's page as a candidate's page (409 SCAN_SLOT_TAKEN unless replace)",
        params: paperParams,
        body: ScanExceptionAssign,
        response: { 200: ScanExceptionAssignResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const markedPageId = await assignException(app.db, staffActor(request), request.params.id, request.body);
      return { success: true as const, marked_page_id: markedPageId };
    },
  );

  app.post(
    '/admin/scan-exceptions/:id/discard',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Discards an exception (the page is kept, filed nowhere)',
        params: paperParams,
        response: { 200: SuccessResponse, 404: ErrorBody },
      },
    },
    async (request) => {
      await discardException(app.db, staffActor(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/admin/exam-papers/:id/scan-completeness',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Entered candidates with every page scanned, with pages missing, and with none, a list at a time',
        params: paperParams,
        querystring: ScanCompletenessQuery,
        response: { 200: ScanCompletenessResponse, 404: ErrorBody },
      },
    },
    async (request) => scanCompleteness(app.db, request.params.id, request.query),
  );
};
