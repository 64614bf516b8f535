// The page images a report shows, streamed from the file store through authorised calls: an <img>
// cannot send a header, so ?access_token= is accepted. The same gate as the report calls decides (404
// otherwise); a row whose file is missing from the store is a 404 too (the browser shows a placeholder).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, IdParam } from '@mockexam/contracts';
import { notFound } from '../../lib/app-error';
import { openExam, openScan } from './access';
import { openScanFile } from './scan-files';

const reader = {
  access: ['candidate', 'school_candidate', 'school', 'staff'] as const,
  tokenFromQuery: true,
};
const tags = ['report'];

export const pageImageRoutes: FastifyPluginAsyncZod = async (app) => {
  async function sendScan(reply: FastifyReply, key: string | null) {
    const file = key ? await openScanFile(app.files, key) : null;
    if (!file) throw notFound();
    return (
      reply
        .type(file.mime)
        .header('content-length', file.size)
        // Reached with the token in the URL: never stored (no browser or proxy cache keeps it).
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.body)
    );
  }

  app.get(
    '/report/page_image/:id',
    {
      config: reader,
      schema: {
        tags,
        summary: "A candidate's scanned page (kind=scan) or its marked version (kind=marked)",
        params: z.object({ id: IdParam }),
        querystring: z.object({
          kind: z.enum(['scan', 'marked']).default('scan'),
          access_token: z.string().optional(),
        }),
        response: { 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const scan = await openScan(app.db, request.auth, request.params.id, new Date());
      return sendScan(reply, request.query.kind === 'marked' ? scan.markedPath : scan.scanPath);
    },
  );

  app.get(
    '/report/blank_page/:id',
    {
      config: reader,
      schema: {
        tags,
        summary: "A paper's blank page (report_pages.id), shown where a candidate has no scan",
        params: z.object({ id: IdParam }),
        querystring: z.object({ access_token: z.string().optional() }),
        response: { 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await openExam(app.db, request.auth, { reportPageId: request.params.id }, new Date());
      const { rows } = await app.db.query<{ url: string }>('select url from report_pages where id = $1', [
        request.params.id,
      ]);
      return sendScan(reply, rows[0]?.url ?? null);
    },
  );
};
