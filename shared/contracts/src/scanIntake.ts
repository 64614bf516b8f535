// Scan intake at cohort scale: staff send batches of page images (PNG, JPEG) or multi-page PDFs with a
// resumable upload (the tus protocol under SCAN_TUS_PATH); each finished upload is read page by page by
// a job: pages whose QR code (or file name) names a candidate's page are filed beside the report, the
// rest wait in the paper's exceptions queue for staff to assign or discard.
//
// Resumable upload (tus 1.0.0, staff bearer token on every request):
//   POST  /api/admin/scan_uploads            Upload-Length, Upload-Metadata: exam_paper_id, filename
//   HEAD  /api/admin/scan_uploads/:id        Upload-Offset: how much arrived
//   PATCH /api/admin/scan_uploads/:id        the next bytes (application/offset+octet-stream)
// Refused: 413 over the size limit (SCAN_INTAKE_MAX_BYTES by kind), 400 for a missing or wrong
// metadata field (a file name not ending .pdf, .png, .jpg or .jpeg, a paper that does not exist).
import { z } from 'zod';

export const SCAN_TUS_PATH = '/api/admin/scan_uploads';

export type ScanIntakeKind = 'pdf' | 'image';
/** The most bytes one uploaded file may have, by kind (a class's answer books as one PDF; one page image). */
export const SCAN_INTAKE_MAX_BYTES: Record<ScanIntakeKind, number> = {
  pdf: 200 * 1024 * 1024,
  image: 40 * 1024 * 1024,
};
/** The most pages one PDF may have (a class of 40 candidates with 24-page books, with room to spare). */
export const SCAN_INTAKE_MAX_PDF_PAGES = 2000;
/** A file name the intake accepts: its kind by its ending. */
export const SCAN_INTAKE_FILE_NAME = /^[^/\\\0]{1,200}\.(pdf|png|jpe?g)$/i;

export const ScanFileState = z.enum(['queued', 'processing', 'done', 'failed']);
export type ScanFileState = z.infer<typeof ScanFileState>;

/** Why a page was not filed. */
export const ScanExceptionReason = z.enum([
  'unreadable', // no answer book code and no usable file name
  'other_exam', // a code of another exam paper
  'not_entered', // the candidate is not entered for the exam
  'no_such_page', // a page beyond the paper's pages
  'duplicate', // the candidate's page already has a scan
  'blank_book', // a blank book's page: the candidate number is written by hand
  'bad_image', // cut short, too many pixels, or not an image
]);
export type ScanExceptionReason = z.infer<typeof ScanExceptionReason>;

/** GET /api/admin/exam-papers/:id/scan-uploads: the paper's uploaded files, newest first (at most 500). */
export const ScanUpload = z.object({
  id: z.number(),
  filename: z.string(),
  size: z.number(),
  kind: z.enum(['pdf', 'image']),
  state: ScanFileState,
  /** Why the file could not be read at all (state failed), in both languages. */
  error: z.object({ en: z.string(), 'zh-hk': z.string() }).nullable(),
  /** Pages found in the file (null until it is opened). */
  pages: z.number().nullable(),
  filed: z.number(),
  exceptions: z.number(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ScanUpload = z.infer<typeof ScanUpload>;
export const ScanUploadsResponse = z.object({ uploads: z.array(ScanUpload) });
export type ScanUploadsResponse = z.infer<typeof ScanUploadsResponse>;

/** A page of a list: offset 0–1,000,000, limit 1–100 (default 50). */
export const ScanListQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ScanListQuery = z.infer<typeof ScanListQuery>;

/** GET /api/admin/exam-papers/:id/scan-exceptions?offset=&limit=: open exceptions, oldest first. */
export const ScanException = z.object({
  id: z.number(),
  scan_file_id: z.number(),
  filename: z.string(),
  /** 1-based page of the uploaded file. */
  file_page: z.number(),
  reason: ScanExceptionReason,
  /** What was read: the QR text (or null), and the candidate and page it named, if any. */
  code_text: z.string().nullable(),
  candidate_no: z.string().nullable(),
  page: z.number().nullable(),
  /** Authorised addresses of the page and its preview (append ?access_token= for an <img>); null for a bad image. */
  image_url: z.string().nullable(),
  preview_url: z.string().nullable(),
  created_at: z.string(),
});
export type ScanException = z.infer<typeof ScanException>;
export const ScanExceptionsResponse = z.object({ total: z.number(), exceptions: z.array(ScanException) });
export type ScanExceptionsResponse = z.infer<typeof ScanExceptionsResponse>;

/**
 * POST /api/admin/scan-exceptions/:id/assign: file the page as the candidate's page. 409
 * SCAN_SLOT_TAKEN when the page already has a scan and `replace` is not true; 400
 * SCAN_CANDIDATE_NOT_ENTERED, SCAN_NO_SUCH_PAGE; 404 for an exception already resolved or a bad image.
 */
export const ScanExceptionAssign = z.object({
  candidate_no: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{8}$/, { error: 'FIELD_INVALID' })
    .transform((v) => v.toUpperCase()),
  page: z.number().int().min(1).max(64),
  replace: z.boolean().default(false),
});
export type ScanExceptionAssign = z.input<typeof ScanExceptionAssign>;
export const ScanExceptionAssignResponse = z.object({ success: z.literal(true), marked_page_id: z.number() });
export type ScanExceptionAssignResponse = z.infer<typeof ScanExceptionAssignResponse>;
// POST /api/admin/scan-exceptions/:id/discard answers SuccessResponse.
// GET /api/admin/scan-exceptions/:id/image?kind=page|preview&access_token=: the image (staff).

/** GET /api/admin/exam-papers/:id/scan-completeness?list=&offset=&limit= */
export const ScanCompletenessQuery = ScanListQuery.extend({
  list: z.enum(['complete', 'missing', 'absent']).default('missing'),
});
export type ScanCompletenessQuery = z.infer<typeof ScanCompletenessQuery>;
export const ScanCompletenessResponse = z.object({
  /** The paper's pages (1..page_count). */
  page_count: z.number(),
  /** Candidates entered for the exam; complete + missing + absent = entered. */
  entered: z.number(),
  complete: z.number(),
  missing: z.number(),
  absent: z.number(),
  /** The chosen list, a page at a time: `total` rows in all. */
  list: z.enum(['complete', 'missing', 'absent']),
  total: z.number(),
  candidates: z.array(
    z.object({
      candidate_no: z.string(),
      name: z.string(),
      /** The pages with no scan (empty for complete, every page for absent). */
      pages_missing: z.array(z.number()),
    }),
  ),
});
export type ScanCompletenessResponse = z.infer<typeof ScanCompletenessResponse>;

/** Audit actions of the intake (staff): assign, assign over an existing scan, discard. */
export const SCAN_INTAKE_AUDIT_ACTIONS = ['scans.assign', 'scans.replace', 'scans.discard'] as const;
