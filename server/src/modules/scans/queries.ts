// The scan intake's SQL: uploaded files, the pages read from them, filing into marked_pages, the
// exceptions queue and the completeness of a paper's scripts.
import type { ScanExceptionReason, ScanFileState } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { ENTERED, ENTERED_PARAMS } from '../grading/entered';

export interface PaperExam {
  exam_paper_id: number;
  exam_id: number;
  subject_code: string;
  cycle_id: number;
}

/** The paper and its exam's subject and cycle (who is entered), or null when there is no such paper. */
export async function paperExam(q: Queryable, examPaperId: number): Promise<PaperExam | null> {
  const { rows } = await q.query<PaperExam>(
    `select p.id as exam_paper_id, e.id as exam_id, e.subject_code, e.cycle_id
       from exam_papers p join exams e on e.id = p.exam_id where p.id = $1`,
    [examPaperId],
  );
  return rows[0] ?? null;
}

export interface NewScanFile {
  examPaperId: number;
  uploadId: string;
  filename: string;
  size: number;
  kind: 'pdf' | 'image';
  fileKey: string;
  uploadedBy: number | null;
}

/** Records a finished upload once: answers its id, or null when the upload was recorded already. */
export async function insertScanFile(q: Queryable, file: NewScanFile): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `insert into scan_files (exam_paper_id, upload_id, filename, size, kind, file_key, uploaded_by)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (upload_id) do nothing returning id`,
    [file.examPaperId, file.uploadId, file.filename, file.size, file.kind, file.fileKey, file.uploadedBy],
  );
  return rows[0]?.id ?? null;
}

export interface ScanFileRow {
  id: number;
  exam_paper_id: number;
  filename: string;
  kind: 'pdf' | 'image';
  file_key: string | null;
  state: ScanFileState;
  /** The paper's exam (who is entered); null when the paper is gone. */
  paper: PaperExam | null;
}

/** The file with its paper's exam, in one round trip. */
export async function scanFile(q: Queryable, id: number): Promise<ScanFileRow | null> {
  const { rows } = await q.query<
    Omit<ScanFileRow, 'paper'> & { exam_id: number | null; subject_code: string; cycle_id: number }
  >(
    `select f.id, f.exam_paper_id, f.filename, f.kind, f.file_key, f.state, e.id as exam_id, e.subject_code, e.cycle_id
       from scan_files f left join exam_papers p on p.id = f.exam_paper_id left join exams e on e.id = p.exam_id
      where f.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const { exam_id, subject_code, cycle_id, ...file } = row;
  return {
    ...file,
    paper: exam_id === null ? null : { exam_paper_id: file.exam_paper_id, exam_id, subject_code, cycle_id },
  };
}

export async function markFileProcessing(q: Queryable, id: number, pages: number): Promise<void> {
  await q.query(`update scan_files set state = 'processing', pages = $2 where id = $1 and state <> 'done'`, [
    id,
    pages,
  ]);
}

export async function finishFile(q: Queryable, id: number, state: 'done' | 'failed', error: string | null) {
  await q.query(
    `update scan_files set state = $2, error = $3, file_key = case when $2 = 'done' then null else file_key end,
            finished_at = now() where id = $1`,
    [id, state, error],
  );
}

/** The file's pages already read (a retried intake goes on after them). */
export async function pagesRead(q: Queryable, scanFileId: number): Promise<Set<number>> {
  const { rows } = await q.query<{ file_page: number }>('select file_page from scan_pages where scan_file_id = $1', [
    scanFileId,
  ]);
  return new Set(rows.map((r) => r.file_page));
}

export interface Slot {
  candidate_id: number | null;
  entered: boolean;
  report_page_id: number | null;
}

/** The candidate (entered for the paper's exam or not) and the paper's page a candidate number and page name. */
export async function slotOf(q: Queryable, paper: PaperExam, candidateNo: string, page: number): Promise<Slot> {
  const { rows } = await q.query<Slot>(
    `select (select c.id from candidates c where c.candidate_no = $3) as candidate_id,
            coalesce((select ${ENTERED} from candidates c where c.candidate_no = $3
                        and (c.school_id is null or c.subject_code = $1::text)), false) as entered,
            (select id from report_pages where exam_paper_id = $4 and page = $5) as report_page_id`,
    [...ENTERED_PARAMS(paper), candidateNo, paper.exam_paper_id, page],
  );
  return rows[0];
}

/**
 * Files the scan as the candidate's page: a new row, or the existing row's scan when it has none (or
 * `replace`). Answers the row and the scan it replaced; null when the page already has a scan. One
 * statement, so two pages for one slot filed at once cannot both win.
 */
export async function fileMarkedPage(
  q: Queryable,
  reportPageId: number,
  candidateId: number,
  scanKey: string,
  replace: boolean,
): Promise<{ id: number; previous: string | null } | null> {
  const { rows } = await q.query<{ id: number; previous: string | null }>(
    `insert into marked_pages (report_page_id, candidate_id, scan_path) values ($1, $2, $3)
     on conflict (report_page_id, candidate_id) do update set scan_path = excluded.scan_path
       where marked_pages.scan_path is null or $4::boolean
     returning id, (select scan_path from marked_pages where report_page_id = $1 and candidate_id = $2) as previous`,
    [reportPageId, candidateId, scanKey, replace],
  );
  return rows[0] ?? null;
}

export interface NewScanPage {
  scanFileId: number;
  examPaperId: number;
  filePage: number;
  status: 'filed' | 'exception';
  reason: ScanExceptionReason | null;
  codeText: string | null;
  candidateNo: string | null;
  page: number | null;
  scanKey: string | null;
  previewKey: string | null;
  markedPageId: number | null;
}

/** Records a page read from a file; false when it was recorded already (a retried intake). */
export async function insertScanPage(q: Queryable, p: NewScanPage): Promise<boolean> {
  const { rowCount } = await q.query(
    `insert into scan_pages (scan_file_id, exam_paper_id, file_page, status, reason, code_text, candidate_no, page,
                             scan_key, preview_key, marked_page_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (scan_file_id, file_page) do nothing`,
    [
      p.scanFileId,
      p.examPaperId,
      p.filePage,
      p.status,
      p.reason,
      p.codeText,
      p.candidateNo,
      p.page,
      p.scanKey,
      p.previewKey,
      p.markedPageId,
    ],
  );
  return rowCount > 0;
}

export interface UploadRow {
  id: number;
  filename: string;
  size: number;
  kind: 'pdf' | 'image';
  state: ScanFileState;
  error: string | null;
  pages: number | null;
  filed: number;
  exceptions: number;
  created_at: Date;
  finished_at: Date | null;
}

export async function listUploads(q: Queryable, examPaperId: number): Promise<UploadRow[]> {
  const { rows } = await q.query<UploadRow>(
    `select f.id, f.filename, f.size, f.kind, f.state, f.error, f.pages, f.created_at, f.finished_at,
            (select count(*) from scan_pages p where p.scan_file_id = f.id and p.status in ('filed', 'assigned'))::int as filed,
            (select count(*) from scan_pages p where p.scan_file_id = f.id and p.status = 'exception')::int as exceptions
       from scan_files f where f.exam_paper_id = $1 order by f.id desc limit 500`,
    [examPaperId],
  );
  return rows;
}

export interface ExceptionRow {
  id: number;
  scan_file_id: number;
  filename: string;
  file_page: number;
  reason: ScanExceptionReason;
  code_text: string | null;
  candidate_no: string | null;
  page: number | null;
  scan_key: string | null;
  preview_key: string | null;
  created_at: Date;
}

export async function listExceptions(
  q: Queryable,
  examPaperId: number,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: ExceptionRow[] }> {
  const [count, list] = await Promise.all([
    q.query<{ n: number }>(
      `select count(*)::int as n from scan_pages where exam_paper_id = $1 and status = 'exception'`,
      [examPaperId],
    ),
    q.query<ExceptionRow>(
      `select p.id, p.scan_file_id, f.filename, p.file_page, p.reason, p.code_text, p.candidate_no, p.page,
              p.scan_key, p.preview_key, p.created_at
         from scan_pages p join scan_files f on f.id = p.scan_file_id
        where p.exam_paper_id = $1 and p.status = 'exception' order by p.id offset $2 limit $3`,
      [examPaperId, offset, limit],
    ),
  ]);
  return { total: count.rows[0].n, rows: list.rows };
}

export interface OpenException {
  id: number;
  exam_paper_id: number;
  scan_key: string | null;
}

/** An open exception, locked for its resolution; null when there is none (or it was resolved). */
export async function lockOpenException(q: Queryable, id: number): Promise<OpenException | null> {
  const { rows } = await q.query<OpenException>(
    `select id, exam_paper_id, scan_key from scan_pages where id = $1 and status = 'exception' for update`,
    [id],
  );
  return rows[0] ?? null;
}

export async function resolveException(
  q: Queryable,
  id: number,
  resolution: {
    status: 'assigned' | 'discarded';
    userId: number;
    markedPageId?: number;
    candidateNo?: string;
    page?: number;
  },
): Promise<void> {
  await q.query(
    `update scan_pages set status = $2, resolved_by = $3, resolved_at = now(), marked_page_id = coalesce($4, marked_page_id),
            candidate_no = coalesce($5, candidate_no), page = coalesce($6, page)
      where id = $1`,
    [
      id,
      resolution.status,
      resolution.userId,
      resolution.markedPageId ?? null,
      resolution.candidateNo ?? null,
      resolution.page ?? null,
    ],
  );
}

/** A page's stored image or preview key, for staff (any status). */
export async function scanPageImage(
  q: Queryable,
  id: number,
): Promise<{ scan_key: string | null; preview_key: string | null } | null> {
  const { rows } = await q.query<{ scan_key: string | null; preview_key: string | null }>(
    'select scan_key, preview_key from scan_pages where id = $1',
    [id],
  );
  return rows[0] ?? null;
}

const ENTERED_WITH_SCANS = `
  with entered as (
    select c.id, c.candidate_no, c.name from candidates c
     where (c.school_id is null or c.subject_code = $1::text) and ${ENTERED}
  ), scanned as (
    select mp.candidate_id, array_agg(distinct rp.page order by rp.page) as pages
      from marked_pages mp join report_pages rp on rp.id = mp.report_page_id
     where rp.exam_paper_id = $3 and rp.page between 1 and $4 and mp.scan_path is not null
     group by mp.candidate_id
  ), listed as (
    select e.candidate_no, e.name, coalesce(s.pages, '{}') as pages,
           case when s.pages is null then 'absent' when cardinality(s.pages) >= $4 then 'complete' else 'missing' end as list
      from entered e left join scanned s on s.candidate_id = e.id
  )`;

export interface CompletenessCounts {
  entered: number;
  complete: number;
  missing: number;
  absent: number;
}

export async function completenessCounts(
  q: Queryable,
  paper: PaperExam,
  pageCount: number,
): Promise<CompletenessCounts> {
  const { rows } = await q.query<CompletenessCounts>(
    `${ENTERED_WITH_SCANS}
     select count(*)::int as entered, count(*) filter (where list = 'complete')::int as complete,
            count(*) filter (where list = 'missing')::int as missing, count(*) filter (where list = 'absent')::int as absent
       from listed`,
    [...ENTERED_PARAMS(paper), paper.exam_paper_id, pageCount],
  );
  return rows[0];
}

export async function completenessList(
  q: Queryable,
  paper: PaperExam,
  pageCount: number,
  list: 'complete' | 'missing' | 'absent',
  offset: number,
  limit: number,
): Promise<{ candidate_no: string; name: string; pages: number[] }[]> {
  const { rows } = await q.query<{ candidate_no: string; name: string; pages: number[] }>(
    `${ENTERED_WITH_SCANS}
     select candidate_no, name, pages from listed where list = $5 order by candidate_no offset $6 limit $7`,
    [...ENTERED_PARAMS(paper), paper.exam_paper_id, pageCount, list, offset, limit],
  );
  return rows;
}
