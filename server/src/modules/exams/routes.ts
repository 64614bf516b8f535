// The exam production line in the back office (access: staff): a paper's layout, its sample page
// images, and its answer books (per candidate, and blank for late entries) as PDF downloads.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminIdParam,
  ANSWER_BOOKS_MAX_PAGES,
  AnswerBookSchools,
  AnswerBooksQuery,
  BLANK_BOOK_MAX_SERIAL,
  BlankBooksQuery,
  ErrorBody,
  LAYOUT_IMAGE_MAX_BYTES,
  LayoutPageParams,
  PaperLayout,
  PaperLayoutRequest,
} from '@mockexam/contracts';
import { badRequest } from '../../lib/app-error';
import { staffActor } from '../../lib/audit';
import type { StoredFile } from '../../lib/file-store';
import type { ImageMime } from '../../lib/uploaded-image';
import { answerBookSchools, blankBooks, candidateBooks, checkBookCount, paperToPrint } from './answer-books';
import type { BookDocument } from './answer-book-pdf';
import { readLayout, saveLayout } from './layout';
import { openPageImage, uploadPageImage } from './page-images';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const staff = { access: 'staff' as const };
/** Downloads and images are opened by the browser itself (a link, an <img>): the token may come in the query. */
const staffLink = { access: 'staff' as const, tokenFromQuery: true };
const tags = ['admin'];
const IMAGE_TYPES: ImageMime[] = ['image/png', 'image/jpeg'];

function sendPdf(reply: FastifyReply, name: string, doc: BookDocument) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(doc);
}

function sendImage(reply: FastifyReply, file: StoredFile) {
  return (
    reply
      .type(file.contentType)
      .header('content-length', file.size)
      // Reached with the token in the URL: never kept by a browser or proxy cache.
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.body)
  );
}

export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  // A sample page arrives as the request body itself (image/png or image/jpeg), at most 15 MB.
  app.addContentTypeParser(
    IMAGE_TYPES,
    { parseAs: 'buffer', bodyLimit: LAYOUT_IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/admin/exam-papers/:id/layout',
    {
      config: staff,
      schema: {
        tags,
        summary: "A paper's layout: page count, each question's pages and regions, sample page images",
        params: AdminIdParam,
        response: { 200: PaperLayout, ...errors },
      },
    },
    async (request) => readLayout(app.db, request.params.id),
  );

  app.put(
    '/admin/exam-papers/:id/layout',
    {
      config: staff,
      schema: {
        tags,
        summary:
          "Save a paper's layout whole (every question once; 409 when pages with scans or marking guidelines would be lost)",
        params: AdminIdParam,
        body: PaperLayoutRequest,
        response: { 200: PaperLayout, ...errors },
      },
    },
    async (request) => saveLayout(app.db, app.files, staffActor(request), request.params.id, request.body),
  );

  app.put(
    '/admin/exam-papers/:id/pages/:page/image',
    {
      config: staff,
      bodyLimit: LAYOUT_IMAGE_MAX_BYTES,
      schema: {
        tags,
        summary: 'Upload the sample image of a page (the body: a PNG or JPEG, at most 15 MB)',
        params: LayoutPageParams,
        consumes: IMAGE_TYPES,
        response: { 200: PaperLayout, ...errors },
      },
    },
    async (request) => {
      const mime = IMAGE_TYPES.find((type) => request.headers['content-type']?.startsWith(type));
      if (!mime || !Buffer.isBuffer(request.body)) throw badRequest('LAYOUT_IMAGE_FORMAT');
      const target = { paperId: request.params.id, page: request.params.page };
      await uploadPageImage(app.db, app.files, staffActor(request), target, { mime, bytes: request.body });
      return readLayout(app.db, request.params.id);
    },
  );

  app.get(
    '/admin/exam-papers/:id/pages/:page/image',
    {
      config: staffLink,
      schema: {
        tags,
        summary: 'The sample image of a page',
        params: LayoutPageParams,
        querystring: z.object({ v: z.string().max(20).optional(), access_token: z.string().optional() }),
        response: errors,
      },
    },
    async (request, reply) => {
      return sendImage(reply, await openPageImage(app.db, app.files, request.params.id, request.params.page));
    },
  );

  app.get(
    '/admin/exam-papers/:id/answer-books',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Who the answer books are for: the schools with entered candidates, and the individual candidates',
        params: AdminIdParam,
        response: { 200: AnswerBookSchools, ...errors },
      },
    },
    async (request) => answerBookSchools(app.db, request.params.id),
  );

  app.get(
    '/admin/exam-papers/:id/answer-books.pdf',
    {
      config: staffLink,
      schema: {
        tags,
        summary:
          'Answer books (PDF): one per entered candidate, by school, class and student number, individual candidates ' +
          'last. school_id: that school only (individuals=1 adds the individual candidates); individuals=1 alone: ' +
          'only them; nothing: everyone. 409 past 24,000 pages: print per school',
        params: AdminIdParam,
        querystring: AnswerBooksQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { school_id: schoolId, individuals } = request.query;
      const scope = {
        schoolId: schoolId ?? null,
        schools: schoolId !== undefined || individuals !== '1',
        individuals: schoolId === undefined ? individuals !== '0' : individuals === '1',
      };
      const paper = await paperToPrint(app.db, request.params.id);
      await checkBookCount(app.db, paper, scope);
      const gone = () => reply.raw.destroyed;
      const doc = await candidateBooks(app.db, paper, scope, gone);
      const part = schoolId ? `-school-${schoolId}` : scope.schools ? '' : '-individuals';
      return sendPdf(reply, `answer-books-${paper.exam_paper_id}${part}`, doc);
    },
  );

  app.get(
    '/admin/exam-papers/:id/blank-books.pdf',
    {
      config: staffLink,
      schema: {
        tags,
        summary: 'Blank answer books (PDF) for late entries: count books (1 to 500) with serials from `from` on',
        params: AdminIdParam,
        querystring: BlankBooksQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { count, from } = request.query;
      if (from + count - 1 > BLANK_BOOK_MAX_SERIAL)
        throw badRequest('BLANK_BOOKS_SERIAL', { from: 'BLANK_BOOKS_SERIAL' });
      const paper = await paperToPrint(app.db, request.params.id);
      // One file stays within what a file of candidates' books may hold.
      if (count * paper.page_count > ANSWER_BOOKS_MAX_PAGES)
        throw badRequest('BLANK_BOOKS_TOO_MANY_PAGES', { count: 'BLANK_BOOKS_TOO_MANY_PAGES' });
      const doc = await blankBooks(paper, { from, count }, () => reply.raw.destroyed);
      return sendPdf(reply, `blank-books-${paper.exam_paper_id}-B${from}-${from + count - 1}`, doc);
    },
  );
};
