// Opening a workbook staff uploaded, inside a parsing worker: only a zip (.xlsx) is read, with
// formulas, HTML, styles and macros left out and no more rows than the import can take.
import * as XLSX from 'xlsx';

/** Rows read beyond an import's cap: the header and a few blank or note rows. */
export const SHEET_EXTRA_ROWS = 20;

/** An .xlsx is a zip: anything else (a CSV renamed, an old .xls, random bytes) is not a template. */
function isZip(bytes: ArrayBuffer): boolean {
  const head = new Uint8Array(bytes, 0, Math.min(4, bytes.byteLength));
  return head.length === 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

/** The workbook, or null when the bytes are no .xlsx; throws when xlsx cannot read them. */
export function openUploadedWorkbook(bytes: ArrayBuffer, maxRows: number): XLSX.WorkBook | null {
  if (!isZip(bytes)) return null;
  return XLSX.read(new Uint8Array(bytes), {
    type: 'array',
    sheetRows: maxRows + SHEET_EXTRA_ROWS,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    bookVBA: false,
  });
}
