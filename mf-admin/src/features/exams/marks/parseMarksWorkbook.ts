// Reads a filled-in marks workbook into import rows. Runs inside the marks worker (never on the page's thread:
// xlsx 0.18.5 has reading advisories); jest calls it directly. Pure: bytes in, rows or a reason out; it
// never throws. It only shapes and normalises cells; the marks themselves are checked against the paper's
// questions by the contracts' marksRowErrors, in the page and again on the server.
import * as XLSX from 'xlsx';
import { openUploadedWorkbook, SHEET_EXTRA_ROWS } from '../../../components/uploadedWorkbook';
import { normaliseCell } from '@mockexam/contracts/schoolSheet';
import { CANDIDATE_HEADER, CANDIDATE_INFO_HEADERS, MARKS_SHEET, type MarksColumn } from './marksColumns';

export interface MarksParseRequest {
  bytes: ArrayBuffer;
  columns: MarksColumn[];
  maxRows: number;
}

/** A cell as sent: a number, the text as typed when it is none (the check names the row), or null when blank. */
type Cell = number | string | null;
export interface ParsedMarksRow {
  candidate_no: string;
  scores: Record<string, Cell>;
  answers?: Record<string, string[]>;
  criteria?: Record<string, Record<string, Cell>>;
}

export type MarksParseError =
  | 'unreadable'
  | 'empty'
  | 'no_candidate_column'
  | 'unknown_columns'
  | 'missing_columns'
  | 'duplicate_columns'
  | 'too_many_rows';
export type MarksParseResult =
  { rows: ParsedMarksRow[]; rowNumbers: number[] } | { error: MarksParseError; columns?: string[] };

/** No cell the import reads is longer: a label, a candidate number, a mark or a few options. */
const CELL_MAX = 50;
/** Headers are looked for this far to the right; a sheet claiming more columns is not the template. */
const MAX_COLUMNS = 4096;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** The template's sheet by name, or else the first sheet staff can see. */
function chooseSheet(wb: XLSX.WorkBook): XLSX.WorkSheet | undefined {
  if (wb.SheetNames.includes(MARKS_SHEET)) return wb.Sheets[MARKS_SHEET];
  const visible = wb.SheetNames.find((_, i) => !wb.Workbook?.Sheets?.[i]?.Hidden);
  return visible === undefined ? undefined : wb.Sheets[visible];
}

/** A cell's text: trimmed, full-width made half-width; numbers as shown (2, never "2.0"). */
function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  return normaliseCell(cell.t === 's' || cell.t === 'n' ? cell.v : (cell.w ?? cell.v)).slice(0, CELL_MAX);
}

/** A mark's cell: numbers stay numbers, numbers typed as text are read, other text is kept, blank is null. */
function cellValue(cell: XLSX.CellObject | undefined): Cell {
  if (cell?.t === 'n' && typeof cell.v === 'number') return Number.isFinite(cell.v) ? cell.v : null;
  const text = cellText(cell);
  if (text === '') return null;
  return NUMBER.test(text) ? Number(text) : text;
}

/** 'A', 'a, c', 'B、D' -> the options chosen, one letter each (anything else is left for the check to name). */
const options = (text: string) => [...text.replace(/[\s,;、/]+/g, '').toUpperCase()];

type Headers =
  { columns: Map<MarksColumn, number>; candidate: number } | { error: MarksParseError; columns?: string[] };

function readHeaders(ws: XLSX.WorkSheet, r: number, range: XLSX.Range, expected: MarksColumn[]): Headers {
  // Compared as cells are read (a label typed with full-width digits still matches).
  const byHeader = new Map(expected.map((column) => [normaliseCell(column.header), column]));
  const info = new Set(CANDIDATE_INFO_HEADERS.map((header) => normaliseCell(header).toLowerCase()));
  const found = new Map<MarksColumn, number>();
  const unknown: string[] = [];
  const twice: string[] = [];
  let candidate = -1;
  for (let c = range.s.c; c <= Math.min(range.e.c, range.s.c + MAX_COLUMNS); c++) {
    const text = cellText(ws[XLSX.utils.encode_cell({ r, c })]);
    if (!text) continue;
    const column = byHeader.get(text);
    if (text.toLowerCase() === CANDIDATE_HEADER) {
      if (candidate >= 0) twice.push(text);
      candidate = c;
    } else if (info.has(text.toLowerCase())) continue;
    else if (!column) unknown.push(text);
    else if (found.has(column)) twice.push(text);
    else found.set(column, c);
  }
  if (candidate < 0) return { error: 'no_candidate_column' };
  if (twice.length) return { error: 'duplicate_columns', columns: twice };
  if (unknown.length) return { error: 'unknown_columns', columns: unknown };
  const missing = expected.filter((column) => !found.has(column)).map((column) => column.header);
  if (missing.length) return { error: 'missing_columns', columns: missing };
  return { columns: found, candidate };
}

function rowOf(ws: XLSX.WorkSheet, r: number, headers: { columns: Map<MarksColumn, number>; candidate: number }) {
  const at = (c: number) => cellValue(ws[XLSX.utils.encode_cell({ r, c })]);
  // Text, never a number: a candidate number may start with 0.
  const candidate = cellText(ws[XLSX.utils.encode_cell({ r, c: headers.candidate })]);
  const row: ParsedMarksRow = { candidate_no: candidate, scores: {} };
  // A row counts once a mark is in it: the template lists every entered candidate, and a row left as it
  // came must not clear that candidate's marks.
  let filled = false;
  for (const [column, c] of headers.columns) {
    const value = at(c);
    if (value !== null) filled = true;
    if (column.kind === 'criterion') {
      if (value === null) continue;
      row.criteria ??= {};
      (row.criteria[column.label] ??= {})[column.code] = value;
    } else if (column.kind === 'choice' && typeof value === 'string') {
      (row.answers ??= {})[column.label] = options(value);
    } else row.scores[column.label] = value;
  }
  return filled ? row : null;
}

function readRows(ws: XLSX.WorkSheet, request: MarksParseRequest): MarksParseResult {
  if (!ws['!ref']) return { error: 'empty' };
  // sheetRows cut the sheet short: the real one is longer than an import may be.
  const full = XLSX.utils.decode_range(ws['!fullref'] ?? ws['!ref']);
  if (full.e.r + 1 > request.maxRows + SHEET_EXTRA_ROWS) return { error: 'too_many_rows' };
  const range = XLSX.utils.decode_range(ws['!ref']);

  let header = range.s.r;
  const blank = (r: number) => {
    for (let c = range.s.c; c <= Math.min(range.e.c, range.s.c + MAX_COLUMNS); c++)
      if (cellText(ws[XLSX.utils.encode_cell({ r, c })]) !== '') return false;
    return true;
  };
  while (header <= range.e.r && blank(header)) header++;
  if (header > range.e.r) return { error: 'empty' };
  const headers = readHeaders(ws, header, range, request.columns);
  if ('error' in headers) return headers;

  const rows: ParsedMarksRow[] = [];
  const rowNumbers: number[] = [];
  for (let r = header + 1; r <= range.e.r; r++) {
    const row = rowOf(ws, r, headers);
    if (!row) continue;
    if (rows.length === request.maxRows) return { error: 'too_many_rows' };
    rows.push(row);
    rowNumbers.push(r + 1);
  }
  return rows.length === 0 ? { error: 'empty' } : { rows, rowNumbers };
}

export function parseMarksWorkbook(request: MarksParseRequest): MarksParseResult {
  try {
    const wb = openUploadedWorkbook(request.bytes, request.maxRows);
    if (!wb) return { error: 'unreadable' };
    const ws = chooseSheet(wb);
    return ws ? readRows(ws, request) : { error: 'unreadable' };
  } catch {
    return { error: 'unreadable' };
  }
}
