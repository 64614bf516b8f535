// What an answer book's page says about itself in its QR code. One text, short enough for a small code
// (version 3, error correction M), that names the exam's paper, the candidate (or the blank book's serial
// for late entries, whose candidate number is written by hand) and the page. Printed by the answer-book
// PDFs, read back by scan intake; nothing else decides the format.
//
//   MX1:<exam paper id>:<candidate number>:<page>      e.g. MX1:42:30000668:3
//   MX1:<exam paper id>:B<blank book serial>:<page>    e.g. MX1:42:B0017:3

export const ANSWER_BOOK_CODE_PREFIX = 'MX1';

/** The most pages an answer book may have (the paper's layout is bounded by it). */
export const ANSWER_BOOK_MAX_PAGES = 64;

export type AnswerBookOwner = { kind: 'candidate'; candidate_no: string } | { kind: 'blank'; serial: number };

export interface AnswerBookPage {
  exam_paper_id: number;
  owner: AnswerBookOwner;
  page: number;
}

const CODE = /^MX1:([1-9][0-9]{0,11}):(?:([A-Za-z0-9]{8})|B([0-9]{1,6})):([1-9][0-9]{0,2})$/;

export function answerBookCode(page: AnswerBookPage): string {
  const owner =
    page.owner.kind === 'candidate' ? page.owner.candidate_no : `B${String(page.owner.serial).padStart(4, '0')}`;
  return `${ANSWER_BOOK_CODE_PREFIX}:${page.exam_paper_id}:${owner}:${page.page}`;
}

/** The page a code names, or null for any text that is not an answer book's code (another product's QR, damage). */
export function readAnswerBookCode(text: string): AnswerBookPage | null {
  const match = CODE.exec(text.trim());
  if (!match) return null;
  const page = Number(match[4]);
  if (page > ANSWER_BOOK_MAX_PAGES) return null;
  const owner: AnswerBookOwner = match[2]
    ? { kind: 'candidate', candidate_no: match[2].toUpperCase() }
    : { kind: 'blank', serial: Number(match[3]) };
  return { exam_paper_id: Number(match[1]), owner, page };
}
