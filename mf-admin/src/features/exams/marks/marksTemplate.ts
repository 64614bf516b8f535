// The marks template of a paper, written in the browser (writing is safe; reading is what the xlsx advisories
// concern): the marks sheet with its header row and a row per candidate entered for the exam (number, name,
// school, class; the marks left blank for staff to fill), and an instructions sheet in both languages listing
// every column with its question type and full marks. The caller brings the xlsx module, loaded lazily.
import type * as XLSX from 'xlsx';
import { formulaSafe, type AdminQuestion, type EnteredCandidate } from '@mockexam/contracts';
import { i18n, textIn, type Locale } from '@mockexam/i18n';
import {
  CANDIDATE_HEADER,
  CANDIDATE_INFO_HEADERS,
  MARKS_INSTRUCTIONS_SHEET,
  MARKS_SHEET,
  marksColumns,
} from './marksColumns';
import { MARKS_INSTRUCTIONS } from './templateInstructions';

type Xlsx = typeof XLSX;

/** A text in both languages from the back office's strings: '多項選擇題 Multiple choice'. */
const both = (key: string) => `${i18n.getFixedT('zh-hk', 'admin')(key)} ${i18n.getFixedT('en', 'admin')(key)}`;

function columnRows(questions: readonly AdminQuestion[]): string[][] {
  const byLabel = new Map(questions.map((q) => [q.label, q]));
  return marksColumns(questions).map((column) => {
    const question = byLabel.get(column.label)!;
    if (column.kind === 'criterion') {
      const max = question.criteria.find((c) => c.code === column.code)?.max_score ?? '';
      return [column.header, both(`exams.criterion.${column.code}`), String(max)];
    }
    const answer = question.correct_answer?.length ? ` (${question.correct_answer.join(',')})` : '';
    return [column.header, both(`exams.type.${question.type}`) + answer, String(question.max_score)];
  });
}

/** A candidate's cells: number, name, school (blank for an individual candidate) and class, all as text. */
function candidateRow(candidate: EnteredCandidate, locale: Locale): string[] {
  const school =
    candidate.school_name_en === null || candidate.school_name_zh === null
      ? ''
      : textIn({ en: candidate.school_name_en, 'zh-hk': candidate.school_name_zh }, locale);
  return [candidate.candidate_no, candidate.name, school, candidate.class ?? ''].map((cell) => formulaSafe(cell));
}

export function marksTemplateWorkbook(
  X: Xlsx,
  questions: readonly AdminQuestion[],
  candidates: readonly EnteredCandidate[] = [],
  locale: Locale = 'en',
): XLSX.WorkBook {
  const headers = [CANDIDATE_HEADER, ...CANDIDATE_INFO_HEADERS, ...marksColumns(questions).map((c) => c.header)];
  const rows = candidates.map((candidate) => candidateRow(candidate, locale));
  const marks = X.utils.aoa_to_sheet([headers, ...rows]);
  const widest = (i: number) => rows.reduce((w, row) => Math.max(w, row[i]?.length ?? 0), 0);
  marks['!cols'] = headers.map((h, i) => ({ wch: Math.min(40, Math.max(10, h.length + 2, widest(i) + 2)) }));

  const table = [['欄 Column', '題型 Type', '滿分 Full marks'], ...columnRows(questions)];
  const lines = [['Instructions 說明'], ...MARKS_INSTRUCTIONS.map((line) => [line]), [], ...table];
  const instructions = X.utils.aoa_to_sheet(lines.map((row) => row.map((cell) => formulaSafe(cell))));
  instructions['!cols'] = [{ wch: 24 }, { wch: 40 }, { wch: 16 }];

  const book = X.utils.book_new();
  X.utils.book_append_sheet(book, marks, MARKS_SHEET);
  X.utils.book_append_sheet(book, instructions, MARKS_INSTRUCTIONS_SHEET);
  return book;
}
