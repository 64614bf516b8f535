// Reads a questions workbook into rows of text. Runs inside the questions worker (never on the page's thread:
// xlsx 0.18.5 has reading advisories); jest calls it directly. Pure: bytes in, rows or a reason out; it never
// throws. The columns are found by their headers; a missing one is named.
import * as XLSX from 'xlsx';
import { openUploadedWorkbook, SHEET_EXTRA_ROWS } from '../../../components/uploadedWorkbook';
import { normaliseCell } from '@mockexam/contracts/schoolSheet';
import {
  QUESTION_SHEET_COLUMNS,
  QUESTIONS_SHEET,
  type QuestionSheetKey,
  type QuestionSheetRow,
} from './questionsSheet';

export interface QuestionsParseRequest {
  bytes: ArrayBuffer;
  maxRows: number;
}
export type QuestionsParseError = 'unreadable' | 'empty' | 'missing_columns' | 'too_many_rows';
export type QuestionsParseResult =
  { rows: QuestionSheetRow[]; rowNumbers: number[] } | { error: QuestionsParseError; columns?: string[] };

/** No cell of a question is longer than this (an ability is at most 40 characters). */
const CELL_MAX = 100;
const MAX_COLUMNS = 64;

function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  return normaliseCell(cell.t === 's' || cell.t === 'n' ? cell.v : (cell.w ?? cell.v)).slice(0, CELL_MAX);
}

function readRows(ws: XLSX.WorkSheet, maxRows: number): QuestionsParseResult {
  if (!ws['!ref']) return { error: 'empty' };
  const full = XLSX.utils.decode_range(ws['!fullref'] ?? ws['!ref']);
  if (full.e.r + 1 > maxRows + SHEET_EXTRA_ROWS) return { error: 'too_many_rows' };
  const range = XLSX.utils.decode_range(ws['!ref']);
  const text = (r: number, c: number) => cellText(ws[XLSX.utils.encode_cell({ r, c })]);
  const lastColumn = Math.min(range.e.c, range.s.c + MAX_COLUMNS);
  const byHeader = new Map(QUESTION_SHEET_COLUMNS.map((column) => [normaliseCell(column.header), column.key]));
  const found = new Map<QuestionSheetKey, number>();
  for (let c = range.s.c; c <= lastColumn; c++) {
    const key = byHeader.get(text(range.s.r, c));
    if (key && !found.has(key)) found.set(key, c);
  }
  const missing = QUESTION_SHEET_COLUMNS.filter((column) => !found.has(column.key)).map((column) => column.header);
  if (missing.length) return { error: 'missing_columns', columns: missing };
  const rows: QuestionSheetRow[] = [];
  const rowNumbers: number[] = [];
  for (let r = range.s.r + 1; r <= range.e.r; r++) {
    const row = Object.fromEntries([...found].map(([key, c]) => [key, text(r, c)])) as QuestionSheetRow;
    if (Object.values(row).every((cell) => cell === '')) continue;
    if (rows.length === maxRows) return { error: 'too_many_rows' };
    rows.push(row);
    rowNumbers.push(r + 1);
  }
  return rows.length ? { rows, rowNumbers } : { error: 'empty' };
}

export function parseQuestionsWorkbook(request: QuestionsParseRequest): QuestionsParseResult {
  try {
    const wb = openUploadedWorkbook(request.bytes, request.maxRows);
    if (!wb) return { error: 'unreadable' };
    const ws = wb.Sheets[QUESTIONS_SHEET] ?? wb.Sheets[wb.SheetNames[0] ?? ''];
    return ws ? readRows(ws, request.maxRows) : { error: 'unreadable' };
  } catch {
    return { error: 'unreadable' };
  }
}
