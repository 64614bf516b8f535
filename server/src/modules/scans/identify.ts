// Whose page a scanned page is, from what can be read off it: the answer book's QR code first (read
// only by readAnswerBookCode), else the name of an uploaded page image (<candidate number>_p<page>.png).
import { readAnswerBookCode, SCAN_FILE_NAME, type ScanExceptionReason } from '@mockexam/contracts';

export type Identified =
  | { kind: 'page'; candidateNo: string; page: number }
  | { kind: 'exception'; reason: ScanExceptionReason; candidateNo: string | null; page: number | null };

/**
 * `codeText`: the QR code's text, or null; `filename`: the uploaded image's name (null for a PDF's
 * page, whose file name names no one page).
 */
export function identifyPage(examPaperId: number, codeText: string | null, filename: string | null): Identified {
  const code = codeText === null ? null : readAnswerBookCode(codeText);
  if (code) {
    if (code.exam_paper_id !== examPaperId)
      return { kind: 'exception', reason: 'other_exam', candidateNo: null, page: code.page };
    if (code.owner.kind === 'blank')
      return { kind: 'exception', reason: 'blank_book', candidateNo: null, page: code.page };
    return { kind: 'page', candidateNo: code.owner.candidate_no, page: code.page };
  }
  const named = filename === null ? null : SCAN_FILE_NAME.exec(filename);
  // A marked version (_marked) is the report's own rendering, not a scan to file.
  if (named && !named[3]) return { kind: 'page', candidateNo: named[1].toUpperCase(), page: Number(named[2]) };
  return { kind: 'exception', reason: 'unreadable', candidateNo: null, page: null };
}
