// The school's workbooks, written in the browser (writing is safe; reading is what the xlsx advisories
// concern): the official template, the current list in the template's shape (so it imports again),
// and the candidate list with numbers and accounts. The caller brings the xlsx module, loaded lazily.
// Every text cell goes through formulaSafe: a cell starting with = + - @ could run as a formula.
import type * as XLSX from 'xlsx';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- checks input with the API's schemas
import {
  LANGUAGE_VERSION_LABELS,
  SCHOOL_TEMPLATE_COLUMNS,
  SCHOOL_TEMPLATE_EXAMPLE,
  SCHOOL_TEMPLATE_INSTRUCTIONS_SHEET,
  SCHOOL_TEMPLATE_SHEET,
  formatCandidateNo,
  formulaSafe,
  templateHeader,
  type SchoolCandidateRow,
  type SchoolRowField,
  type SchoolRowValues,
} from '@mockexam/contracts';
import { templateInstructions } from './templateInstructions';

type Xlsx = typeof XLSX;

/** Class and student number are text ('@'), so Excel keeps 2C and 01 as typed. */
const TEXT_FIELDS: readonly SchoolRowField[] = ['class', 'student_no'];
const COLUMN_WIDTHS = [{ wch: 12 }, { wch: 28 }, { wch: 18 }, { wch: 22 }];

function textCell(value: string, asText = false): XLSX.CellObject {
  const cell: XLSX.CellObject = { t: 's', v: formulaSafe(value) };
  if (asText) cell.z = '@';
  return cell;
}

/** 'zh' -> 'Chinese 中文' (the words an import reads back); anything else as the teacher typed it. */
function languageWords(value: string): string {
  const label = LANGUAGE_VERSION_LABELS[value as keyof typeof LANGUAGE_VERSION_LABELS];
  return label ? `${label.en} ${label['zh-hk']}` : value;
}

/** A sheet of header texts and rows of texts, with the columns' widths and text formats. */
function sheetOf(X: Xlsx, headers: string[], rows: string[][], textColumns: number[], widths = COLUMN_WIDTHS) {
  const ws: XLSX.WorkSheet = {};
  [headers, ...rows].forEach((row, r) =>
    row.forEach((value, c) => {
      ws[X.utils.encode_cell({ r, c })] = textCell(value, r > 0 && textColumns.includes(c));
    }),
  );
  ws['!ref'] = X.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length, c: headers.length - 1 } });
  ws['!cols'] = widths;
  return ws;
}

function candidatesSheet(X: Xlsx, rows: SchoolRowValues[]) {
  const headers = SCHOOL_TEMPLATE_COLUMNS.map(templateHeader);
  const cells = rows.map((row) =>
    SCHOOL_TEMPLATE_COLUMNS.map(({ field }) => (field === 'language_version' ? languageWords(row[field]) : row[field])),
  );
  const textColumns = SCHOOL_TEMPLATE_COLUMNS.flatMap(({ field }, c) => (TEXT_FIELDS.includes(field) ? [c] : []));
  return sheetOf(X, headers, cells, textColumns);
}

function instructionsSheet(X: Xlsx) {
  const lines = templateInstructions();
  const ws = X.utils.aoa_to_sheet([['Instructions 說明'], ...lines.map((line) => [formulaSafe(line)])]);
  ws['!cols'] = [{ wch: 110 }];
  return ws;
}

function withInstructions(X: Xlsx, candidates: XLSX.WorkSheet): XLSX.WorkBook {
  const wb = X.utils.book_new();
  X.utils.book_append_sheet(wb, candidates, SCHOOL_TEMPLATE_SHEET);
  X.utils.book_append_sheet(wb, instructionsSheet(X), SCHOOL_TEMPLATE_INSTRUCTIONS_SHEET);
  return wb;
}

/** The official template: the four headers, the example row, and the instructions in both languages. */
export const templateWorkbook = (X: Xlsx) => withInstructions(X, candidatesSheet(X, [SCHOOL_TEMPLATE_EXAMPLE]));

/** The school's current list in the template's shape: it imports again as it is. */
export const listWorkbook = (X: Xlsx, rows: SchoolRowValues[]) => withInstructions(X, candidatesSheet(X, rows));

/** After submission: every student with candidate number (two groups of four) and login account. */
export function candidateListWorkbook(X: Xlsx, rows: SchoolCandidateRow[]): XLSX.WorkBook {
  const headers = [
    ...SCHOOL_TEMPLATE_COLUMNS.map(templateHeader),
    '考生編號 Candidate number',
    '考生帳戶 Candidate account',
  ];
  const cells = rows.map((row) => [
    row.class,
    row.name,
    row.student_no,
    languageWords(row.language_version),
    row.candidate_no ? formatCandidateNo(row.candidate_no) : '',
    row.account ?? '',
  ]);
  const wb = X.utils.book_new();
  const widths = [...COLUMN_WIDTHS, { wch: 26 }, { wch: 26 }];
  X.utils.book_append_sheet(wb, sheetOf(X, headers, cells, [0, 2, 4, 5], widths), 'Candidate list 考生名單');
  return wb;
}
