// Answer books as one PDF streamed to staff: a book per entered candidate (or blank books for late
// entries), drawn a batch of candidates at a time and handed on as it is written, so a school's books
// never sit whole in memory. Everything that can refuse the request is checked before the first byte.
import { ANSWER_BOOKS_MAX_PAGES, type AnswerBookOwner, type AnswerBookSchools } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { conflict, notFound } from '../../lib/app-error';
import { drawBookPage, newBookDocument, type BookDocument, type BookOwnerWords } from './answer-book-pdf';
import {
  bookCandidates,
  bookSchools,
  countBookCandidates,
  printedPaper,
  type BookCandidate,
  type BookScope,
  type PrintedPaper,
} from './answer-book-queries';

const BATCH = 200;
/** Drawing waits while this much of the file is not yet taken by the reader. */
const BUFFERED_BYTES = 1024 * 1024;

export async function paperToPrint(q: Queryable, paperId: number): Promise<PrintedPaper> {
  const paper = await printedPaper(q, paperId);
  if (!paper) throw notFound();
  return paper;
}

export async function answerBookSchools(q: Queryable, paperId: number): Promise<AnswerBookSchools> {
  const paper = await paperToPrint(q, paperId);
  const rows = await bookSchools(q, paper);
  return {
    page_count: paper.page_count,
    individuals: rows.find((row) => row.school_id === null)?.candidates ?? 0,
    schools: rows.flatMap((row) =>
      row.school_id === null
        ? []
        : [
            {
              school_id: row.school_id,
              name_zh: row.name_zh ?? '',
              name_en: row.name_en ?? '',
              candidates: row.candidates,
            },
          ],
    ),
  };
}

/** 409 when there is nothing to print, or more pages than one file holds (print per school then). */
export async function checkBookCount(q: Queryable, paper: PrintedPaper, scope: BookScope): Promise<number> {
  const candidates = await countBookCandidates(q, paper, scope);
  if (candidates === 0) throw conflict('ANSWER_BOOKS_NONE');
  if (candidates * paper.page_count > ANSWER_BOOKS_MAX_PAGES) throw conflict('ANSWER_BOOKS_TOO_MANY');
  return candidates;
}

function candidateWords(candidate: BookCandidate): BookOwnerWords {
  const school =
    candidate.school_name_zh === null
      ? '個人考生 Private candidate'
      : `${candidate.school_name_zh} ${candidate.school_name_en ?? ''}`.trim();
  const seat = candidate.class
    ? `\u3000班別 Class ${candidate.class}${candidate.student_no ? `（${candidate.student_no}）` : ''}`
    : '';
  return {
    lines: [`考生編號 Candidate No. ${candidate.candidate_no}\u3000姓名 Name ${candidate.name}`, `${school}${seat}`],
  };
}

function blankWords(serial: number): BookOwnerWords {
  return {
    candidateBoxes: true,
    lines: [
      `空白答題簿 Blank book B${String(serial).padStart(4, '0')}\u3000姓名 Name ____________________`,
      '學校 School ______________________\u3000班別 Class ______',
    ],
  };
}

/** Resolves once the reader has taken most of what was drawn, or at once when it is gone. */
function drained(doc: BookDocument, gone: () => boolean): Promise<void> {
  if (doc.readableLength < BUFFERED_BYTES || gone()) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (doc.readableLength < BUFFERED_BYTES / 4 || gone()) {
        doc.off('data', check);
        doc.off('close', check);
        resolve();
      }
    };
    doc.on('data', check);
    doc.on('close', check);
  });
}

interface Book {
  owner: AnswerBookOwner;
  words: BookOwnerWords;
}

async function writeBooks(doc: BookDocument, paper: PrintedPaper, batches: AsyncIterable<Book[]>, gone: () => boolean) {
  for await (const books of batches) {
    for (const book of books) {
      if (gone()) return;
      for (let page = 1; page <= paper.page_count; page += 1) drawBookPage(doc, paper, book.owner, page, book.words);
      await drained(doc, gone);
    }
  }
}

/** The candidates' books as a PDF stream; drawing goes on in the background and ends the stream. */
export async function candidateBooks(
  q: Queryable,
  paper: PrintedPaper,
  scope: BookScope,
  gone: () => boolean,
): Promise<BookDocument> {
  const doc = await newBookDocument(`${paper.exam_title_en} – Paper ${paper.paper_no} – answer books`);
  async function* batches(): AsyncIterable<Book[]> {
    for (let offset = 0; ; offset += BATCH) {
      const rows = await bookCandidates(q, paper, scope, { offset, limit: BATCH });
      if (rows.length === 0) return;
      yield rows.map((candidate) => ({
        owner: { kind: 'candidate', candidate_no: candidate.candidate_no },
        words: candidateWords(candidate),
      }));
      if (rows.length < BATCH) return;
    }
  }
  finish(doc, writeBooks(doc, paper, batches(), gone));
  return doc;
}

/** Blank books with serials from..from+count-1. */
export async function blankBooks(
  paper: PrintedPaper,
  serials: { from: number; count: number },
  gone: () => boolean,
): Promise<BookDocument> {
  const doc = await newBookDocument(`${paper.exam_title_en} – Paper ${paper.paper_no} – blank books`);
  async function* batches(): AsyncIterable<Book[]> {
    for (let serial = serials.from; serial < serials.from + serials.count; serial += 1)
      yield [{ owner: { kind: 'blank', serial }, words: blankWords(serial) }];
  }
  finish(doc, writeBooks(doc, paper, batches(), gone));
  return doc;
}

/** Ends the file when drawing is done; a failure mid-way breaks the stream (the download fails, visibly). */
function finish(doc: BookDocument, drawing: Promise<void>) {
  drawing.then(
    () => doc.end(),
    (error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
}
