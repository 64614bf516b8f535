// Staff upload of a paper's scanned pages, many files a call, all or nothing: each file is named
// <candidate_no>_p<page>[_marked].png|jpg, must be a real PNG or JPEG of at most 5 MB, and must name
// a known candidate and a page of the paper. The files are stored first (random keys in the file
// store); when any file is refused they are removed again and nothing is recorded.
import { SCAN_FILE_NAME, type ScanUploadResponse } from '@mockexam/contracts';
import type { Db } from '../../db';
import type { AuditActor } from '../../lib/audit';
import { isFileKey, type FileStore } from '../../lib/file-store';
import { writeAudit } from '../../lib/audit';
import { checkScan, storeScan, type ScanMime } from './scan-files';
import type { ScanUploadProblem } from './scan-upload-text';

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
  /** Cut off at the size limit while it was read. */
  truncated: boolean;
}

interface StoredScan {
  file: string;
  candidate_no: string;
  page: number;
  kind: 'scan' | 'marked';
  key: string;
}

export type ScanUploadOutcome =
  { ok: true; response: ScanUploadResponse } | { ok: false; problems: Record<string, ScanUploadProblem> };

function nameOf(filename: string) {
  const match = SCAN_FILE_NAME.exec(filename);
  if (!match) return null;
  return {
    candidate_no: match[1].toUpperCase(),
    page: Number(match[2]),
    kind: match[3] ? ('marked' as const) : ('scan' as const),
    mime: (match[4].toLowerCase() === 'png' ? 'image/png' : 'image/jpeg') as ScanMime,
  };
}

/** Checks one file and stores it when it passes; answers the stored scan or what is wrong. */
async function acceptFile(
  files: FileStore,
  upload: UploadedFile,
  seen: Set<string>,
): Promise<StoredScan | ScanUploadProblem> {
  const name = nameOf(upload.filename);
  if (!name) return 'SCAN_NAME';
  if (upload.truncated) return 'SCAN_TOO_LARGE';
  const checked = await checkScan(name.mime, upload.bytes);
  if (checked !== name.mime) return checked as ScanUploadProblem;
  const page = `${name.candidate_no}/${name.page}/${name.kind}`;
  if (seen.has(page)) return 'SCAN_DUPLICATE';
  seen.add(page);
  const key = await storeScan(files, upload.bytes, name.mime, name.kind);
  return { file: upload.filename, candidate_no: name.candidate_no, page: name.page, kind: name.kind, key };
}

/** The candidates and pages the files name, in one query. */
async function lookUp(db: Db, examPaperId: number, scans: StoredScan[]) {
  const { rows } = await db.query<{ candidates: Record<string, number> | null; pages: Record<string, number> | null }>(
    `select (select json_object_agg(candidate_no, id) from candidates where candidate_no = any ($1::text[])) as candidates,
            (select json_object_agg(page, id) from report_pages where exam_paper_id = $2 and page = any ($3::int[])) as pages`,
    [scans.map((s) => s.candidate_no), examPaperId, scans.map((s) => s.page)],
  );
  return { candidates: rows[0].candidates ?? {}, pages: rows[0].pages ?? {} };
}

/**
 * Records the scans (a page's scan and marked version may come in one call, or in separate ones) and
 * answers the keys they replaced.
 */
async function record(
  db: Db,
  actor: AuditActor,
  examPaperId: number,
  rows: { pageId: number; candidateId: number; scan: string | null; marked: string | null }[],
): Promise<string[]> {
  return db.tx(async (q) => {
    const params = [
      rows.map((r) => r.pageId),
      rows.map((r) => r.candidateId),
      rows.map((r) => r.scan),
      rows.map((r) => r.marked),
    ];
    const { rows: replaced } = await q.query<{ path: string }>(
      `select case when n.scan is not null then mp.scan_path end as path
         from marked_pages mp join unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[]) as n (page_id, candidate_id, scan, marked)
           on mp.report_page_id = n.page_id and mp.candidate_id = n.candidate_id
       union all
       select case when n.marked is not null then mp.marked_path end
         from marked_pages mp join unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[]) as n (page_id, candidate_id, scan, marked)
           on mp.report_page_id = n.page_id and mp.candidate_id = n.candidate_id`,
      params,
    );
    await q.query(
      `insert into marked_pages (report_page_id, candidate_id, scan_path, marked_path, has_marked)
       select page_id, candidate_id, scan, marked, marked is not null
         from unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[]) as n (page_id, candidate_id, scan, marked)
       on conflict (report_page_id, candidate_id) do update
          set scan_path = coalesce(excluded.scan_path, marked_pages.scan_path),
              marked_path = coalesce(excluded.marked_path, marked_pages.marked_path),
              has_marked = coalesce(excluded.marked_path, marked_pages.marked_path) is not null`,
      params,
    );
    await writeAudit(q, actor, 'scans.upload', 'exam_paper', examPaperId, { pages: rows.length });
    return replaced.map((r) => r.path).filter((p): p is string => p !== null);
  });
}

/** Takes the files as they arrive (one in memory at a time). */
export async function uploadScans(
  db: Db,
  files: FileStore,
  actor: AuditActor,
  examPaperId: number,
  uploads: AsyncIterable<UploadedFile>,
): Promise<ScanUploadOutcome> {
  // Keyed by the sender's file name: without a prototype, a file named __proto__ is a key like any other
  // (on {} the assignment was dropped, and the call went through without the refused file).
  const problems: Record<string, ScanUploadProblem> = Object.create(null);
  const stored: StoredScan[] = [];
  const removeStored = () => Promise.allSettled(stored.map((s) => files.delete(s.key)));
  const seen = new Set<string>();
  let count = 0;
  try {
    for await (const upload of uploads) {
      count += 1;
      const outcome = await acceptFile(files, upload, seen);
      if (typeof outcome === 'string') problems[upload.filename] = outcome;
      else stored.push(outcome);
    }
  } catch (error) {
    await removeStored();
    throw error;
  }
  if (count === 0) return { ok: false, problems: { files: 'SCAN_NO_FILES' } };
  const { candidates, pages } = stored.length ? await lookUp(db, examPaperId, stored) : { candidates: {}, pages: {} };
  for (const scan of stored) {
    if (!candidates[scan.candidate_no]) problems[scan.file] = 'SCAN_UNKNOWN_CANDIDATE';
    else if (!pages[scan.page]) problems[scan.file] = 'SCAN_UNKNOWN_PAGE';
  }
  if (Object.keys(problems).length > 0) {
    await removeStored();
    return { ok: false, problems };
  }
  const byPage = new Map<string, { pageId: number; candidateId: number; scan: string | null; marked: string | null }>();
  for (const scan of stored) {
    const pageId = pages[scan.page];
    const candidateId = candidates[scan.candidate_no];
    const row = byPage.get(`${pageId}/${candidateId}`) ?? { pageId, candidateId, scan: null, marked: null };
    row[scan.kind] = scan.key;
    byPage.set(`${pageId}/${candidateId}`, row);
  }
  let replaced: string[];
  try {
    replaced = await record(db, actor, examPaperId, [...byPage.values()]);
  } catch (error) {
    await removeStored();
    throw error;
  }
  // Best effort: a replaced file nobody refers to any more (once recorded, the call has succeeded).
  await Promise.allSettled(replaced.filter(isFileKey).map((key) => files.delete(key)));
  return {
    ok: true,
    response: { stored: stored.map(({ file, candidate_no, page, kind }) => ({ file, candidate_no, page, kind })) },
  };
}
