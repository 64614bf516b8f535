// Reads an uploaded workbook into import rows. Runs inside the parse worker (never on the page's
// thread: xlsx 0.18.5 has reading advisories); jest calls it directly. Pure: bytes in, rows or a
// catalogue key out; it never throws.
import * as XLSX from 'xlsx';
import type { MessageKey, SchoolImportRow, SchoolRowField, SchoolRowValues } from '@mockexam/contracts';
import {
  SCHOOL_IMPORT_MAX_ROWS,
  SCHOOL_IMPORT_SHEET_ROWS,
  SCHOOL_ROW_FIELDS,
  SCHOOL_TEMPLATE_EXAMPLE,
  SCHOOL_TEMPLATE_SHEET,
  fieldOfHeader,
  normaliseCell,
  normaliseSchoolRow,
} from './workerContracts';

export type ParseResult = { rows: SchoolImportRow[] } | { error: MessageKey };

/** The import call takes at most 200 characters a cell; longer text is refused by validation anyway. */
const CELL_MAX = 200;

/** An .xlsx is a zip: anything else (a CSV renamed, an old .xls, random bytes) is not the template. */
function isZip(bytes: ArrayBuffer): boolean {
  const head = new Uint8Array(bytes, 0, Math.min(4, bytes.byteLength));
  return head.length === 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

/** The template's sheet by name, or else the first sheet the teacher can see. */
function chooseSheet(wb: XLSX.WorkBook): XLSX.WorkSheet | undefined {
  if (wb.SheetNames.includes(SCHOOL_TEMPLATE_SHEET)) return wb.Sheets[SCHOOL_TEMPLATE_SHEET];
  const visible = wb.SheetNames.find((_, i) => !wb.Workbook?.Sheets?.[i]?.Hidden);
  return visible === undefined ? undefined : wb.Sheets[visible];
}

/** A cell as shown: numbers from their value (2, never "2.0"), text as stored, others as displayed. */
function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell) return '';
  if (cell.t === 'n' || cell.t === 's') return normaliseCell(cell.v);
  return normaliseCell(cell.w ?? cell.v);
}

type Grid = (r: number, c: number) => string;

/** Cell text by position; a merged area reads as its top-left cell everywhere inside it. */
function gridOf(ws: XLSX.WorkSheet, range: XLSX.Range): Grid {
  const merged = new Map<string, string>();
  const merges = ws['!merges'] ?? [];
  // More merges than cells read is no template: don't spend the budget on it.
  if (merges.length > SCHOOL_IMPORT_SHEET_ROWS * 4) throw new Error('too many merges');
  for (const m of merges) {
    const top = cellText(ws[XLSX.utils.encode_cell(m.s)]);
    for (let r = Math.max(m.s.r, range.s.r); r <= Math.min(m.e.r, range.e.r); r++) {
      for (let c = Math.max(m.s.c, range.s.c); c <= Math.min(m.e.c, range.e.c); c++) merged.set(`${r}:${c}`, top);
    }
  }
  return (r, c) => merged.get(`${r}:${c}`) ?? cellText(ws[XLSX.utils.encode_cell({ r, c })]);
}

/** The columns of the four template headers when row `r` is exactly them, in order; else null. */
function headerColumns(grid: Grid, r: number, range: XLSX.Range): number[] | null {
  const filled: { c: number; field: SchoolRowField | null }[] = [];
  for (let c = range.s.c; c <= range.e.c; c++) {
    const text = grid(r, c);
    if (text) filled.push({ c, field: fieldOfHeader(text) });
  }
  if (filled.length !== SCHOOL_ROW_FIELDS.length) return null;
  return filled.every((cell, i) => cell.field === SCHOOL_ROW_FIELDS[i]) ? filled.map((cell) => cell.c) : null;
}

const isRowEmpty = (grid: Grid, r: number, range: XLSX.Range) => {
  for (let c = range.s.c; c <= range.e.c; c++) if (grid(r, c)) return false;
  return true;
};

const EXAMPLE = normaliseSchoolRow(SCHOOL_TEMPLATE_EXAMPLE);
const isExample = (row: SchoolRowValues) => SCHOOL_ROW_FIELDS.every((f) => row[f] === EXAMPLE[f]);

function readRows(ws: XLSX.WorkSheet): ParseResult {
  if (!ws['!ref']) return { error: 'IMPORT_EMPTY' };
  // sheetRows cut the sheet short (it reads rows 1 to SHEET_ROWS): the real one is longer than a list may be.
  const full = XLSX.utils.decode_range(ws['!fullref'] ?? ws['!ref']);
  if (full.e.r + 1 > SCHOOL_IMPORT_SHEET_ROWS) return { error: 'IMPORT_TOO_MANY_ROWS' };
  const range = XLSX.utils.decode_range(ws['!ref']);
  const grid = gridOf(ws, range);

  let header = range.s.r;
  while (header <= range.e.r && isRowEmpty(grid, header, range)) header++;
  if (header > range.e.r) return { error: 'IMPORT_EMPTY' };
  const columns = headerColumns(grid, header, range);
  if (!columns) return { error: 'IMPORT_UNREADABLE' };

  const rows: SchoolImportRow[] = [];
  for (let r = header + 1; r <= range.e.r; r++) {
    const raw = Object.fromEntries(SCHOOL_ROW_FIELDS.map((field, i) => [field, grid(r, columns[i])]));
    const values = normaliseSchoolRow(raw);
    if (SCHOOL_ROW_FIELDS.every((f) => values[f] === '') || isExample(values)) continue;
    if (rows.length === SCHOOL_IMPORT_MAX_ROWS) return { error: 'IMPORT_TOO_MANY_ROWS' };
    rows.push({
      row_no: r + 1,
      class: values.class.slice(0, CELL_MAX),
      name: values.name.slice(0, CELL_MAX),
      student_no: values.student_no.slice(0, CELL_MAX),
      language_version: values.language_version.slice(0, CELL_MAX),
    });
  }
  return rows.length === 0 ? { error: 'IMPORT_EMPTY' } : { rows };
}

export function parseWorkbook(bytes: ArrayBuffer): ParseResult {
  try {
    if (!isZip(bytes)) return { error: 'IMPORT_UNREADABLE' };
    const wb = XLSX.read(new Uint8Array(bytes), {
      type: 'array',
      sheetRows: SCHOOL_IMPORT_SHEET_ROWS,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
    const ws = chooseSheet(wb);
    return ws ? readRows(ws) : { error: 'IMPORT_UNREADABLE' };
  } catch {
    return { error: 'IMPORT_UNREADABLE' };
  }
}
