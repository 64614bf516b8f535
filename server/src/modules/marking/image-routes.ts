// The scanned answers markers and chiefs look at: one question's part of one scanned page, as a JPEG
// (region-image.ts). An <img> cannot send a header, so ?access_token= is accepted. Who may see which
// script is decided here, and anything else is a 404 (a marker learns nothing of tasks not theirs):
//   a task's image: the marker who holds or marked the task, the chief of its question, staff;
//   a reference script's image: the chief of its question, staff, and a marker whose own task it is;
//   a scanned script's image by its script code: the chief of its question (not of their own school), staff.
// The page must be one the question's regions are on. Nothing served names the candidate.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANSWER_BOOK_MAX_PAGES, ErrorBody, IdParam } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { notFound } from '../../lib/app-error';
import { boundingBox, regionImage, regionImageKey } from './region-image';
import { callerSchool, scriptCandidate } from './references';
import { questionRegions, type Region } from './regions';
import { markedPagesWorker } from './render-marked-pages';

const viewer = { access: ['marker', 'staff'] as const, tokenFromQuery: true };
const tags = ['marking'];
const Page = z.coerce
  .number()
  .int('LAYOUT_PAGE_RANGE')
  .min(1, 'LAYOUT_PAGE_RANGE')
  .max(ANSWER_BOOK_MAX_PAGES, 'LAYOUT_PAGE_RANGE');
const Query = z.object({ access_token: z.string().optional() });
const PageParams = z.object({ id: IdParam, page: Page });
const ScriptParams = z.object({ id: IdParam, code: z.string().trim().min(1).max(40), page: Page });
const common = { tags, querystring: Query, response: { 404: ErrorBody } };

/** A script: its question and candidate, and whether the caller may see it. */
interface Script {
  question_id: number;
  candidate_id: number;
  allowed: boolean;
  /** The page's regions and scan, when the script's query read them too (a task's image, the hot path). */
  page?: { regions: Region[]; scan_path: string | null };
}

/** The caller as a marker: their user id, or null for staff (who see every script). */
function markerOf(request: FastifyRequest): number | null {
  const auth = request.auth;
  if (!auth) throw notFound();
  if (auth.role === 'staff') return null;
  if (auth.userId === null) throw notFound();
  return auth.userId;
}

const CHIEF = `exists (select 1 from marking_assignments a
                        where a.question_id = s.question_id and a.marker_id = $2 and a.role = 'chief')`;

async function taskScript(
  q: Queryable,
  taskId: number,
  marker: number | null,
  page: number,
): Promise<Script | undefined> {
  // One round trip: who may see it, and the page's regions (the layout's, else the whole page when the
  // question spans it: regions.ts in SQL) and scan.
  const { rows } = await q.query<Script>(
    `select s.question_id, s.candidate_id,
            $2::bigint is null or s.marker_id = $2
              or exists (select 1 from marking_marks m where m.task_id = s.id and m.marker_id = $2)
              or ${CHIEF} as allowed,
            json_build_object(
              'regions', case when exists (select 1 from question_regions g where g.question_id = s.question_id)
                then coalesce((select json_agg(json_build_object('page', g.page, 'x', g.x::float8, 'y', g.y::float8,
                                                                 'w', g.w::float8, 'h', g.h::float8))
                                 from question_regions g where g.question_id = s.question_id and g.page = $3), '[]')
                else (select coalesce(json_agg(json_build_object('page', p, 'x', 0, 'y', 0, 'w', 1, 'h', 1)), '[]')
                        from unnest(page_location_pages(s.page_location)) p where p = $3) end,
              'scan_path', (select mp.scan_path
                              from report_pages rp
                              join marked_pages mp on mp.report_page_id = rp.id and mp.candidate_id = s.candidate_id
                             where rp.exam_paper_id = s.exam_paper_id and rp.page = $3)) as page
       from (select t.id, t.question_id, t.marker_id, qu.exam_paper_id, qu.page_location,
                    coalesce(i.candidate_id, r.candidate_id) as candidate_id
               from marking_tasks t
               join questions qu on qu.id = t.question_id
               left join marking_items i on i.id = t.item_id
               left join marking_references r on r.id = t.reference_id
              where t.id = $1) s`,
    [taskId, marker, page],
  );
  return rows[0];
}

async function referenceScript(q: Queryable, referenceId: number, marker: number | null) {
  const { rows } = await q.query<Script>(
    `select s.question_id, s.candidate_id,
            $2::bigint is null
              or exists (select 1 from marking_tasks t where t.reference_id = s.id and t.marker_id = $2)
              or ${CHIEF} as allowed
       from marking_references s where s.id = $1`,
    [referenceId, marker],
  );
  return rows[0];
}

/**
 * A scanned script of the question by the code the chief's lists give it (a live item's, or one derived
 * for a scanned candidate without an item); a chief's own school's scripts are unknown to them.
 */
async function liveScript(q: Queryable, questionId: number, code: string, marker: number | null) {
  if (marker !== null) {
    const { rows } = await q.query(
      "select 1 from marking_assignments where question_id = $1 and marker_id = $2 and role = 'chief'",
      [questionId, marker],
    );
    if (rows.length === 0) return undefined;
  }
  const school = marker === null ? null : await callerSchool(q, marker);
  const candidate = await scriptCandidate(q, questionId, code, school);
  return candidate === null ? undefined : { question_id: questionId, candidate_id: candidate, allowed: true };
}

/** The candidate's scan of the page of the question's paper; null when there is none. */
async function scanOf(q: Queryable, questionId: number, candidateId: number, page: number): Promise<string | null> {
  const { rows } = await q.query<{ scan_path: string | null }>(
    `select mp.scan_path
       from questions qu
       join report_pages rp on rp.exam_paper_id = qu.exam_paper_id and rp.page = $3
       join marked_pages mp on mp.report_page_id = rp.id and mp.candidate_id = $2
      where qu.id = $1`,
    [questionId, candidateId, page],
  );
  return rows[0]?.scan_path ?? null;
}

export const markingImageRoutes: FastifyPluginAsyncZod = async (app) => {
  async function sendRegion(request: FastifyRequest, reply: FastifyReply, script: Script | undefined, page: number) {
    if (!script?.allowed) throw notFound();
    const regions =
      script.page?.regions ?? (await questionRegions(app.db, script.question_id)).filter((r) => r.page === page);
    if (regions.length === 0) throw notFound();
    const scanKey = script.page
      ? script.page.scan_path
      : await scanOf(app.db, script.question_id, script.candidate_id, page);
    if (!scanKey) throw notFound();
    const box = boundingBox(regions);
    // The cache key's digest: the same scan and rectangle are the same bytes.
    const etag = `"${regionImageKey(scanKey, box).split('/').pop()!.replace('.jpg', '')}"`;
    reply
      // Reached with the token in the URL: the API keeps no answer in a browser or proxy (security-headers.ts);
      // the ETag still lets a client that kept the bytes ask whether they changed.
      .header('cache-control', 'private, no-store')
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const image = await regionImage(app.files, scanKey, box);
    if (!image) throw notFound();
    return reply.type('image/jpeg').header('content-length', image.length).send(image);
  }

  app.get(
    '/marking/tasks/:id/pages/:page/image',
    {
      config: viewer,
      schema: { ...common, summary: "A task's question on one scanned page (JPEG)", params: PageParams },
    },
    async (request, reply) => {
      const script = await taskScript(app.db, request.params.id, markerOf(request), request.params.page);
      return sendRegion(request, reply, script, request.params.page);
    },
  );

  app.get(
    '/marking/references/:id/pages/:page/image',
    {
      config: viewer,
      schema: { ...common, summary: "A reference script's question on one scanned page (JPEG)", params: PageParams },
    },
    async (request, reply) => {
      const script = await referenceScript(app.db, request.params.id, markerOf(request));
      return sendRegion(request, reply, script, request.params.page);
    },
  );

  app.get(
    '/marking/questions/:id/scripts/:code/pages/:page/image',
    {
      config: viewer,
      schema: {
        ...common,
        summary: "A live script's answer to the question on one scanned page, by its script code (JPEG)",
        params: ScriptParams,
      },
    },
    async (request, reply) => {
      const { id, code, page } = request.params;
      const script = await liveScript(app.db, id, code, markerOf(request));
      return sendRegion(request, reply, script, page);
    },
  );

  await markedPagesWorker(app);
};
