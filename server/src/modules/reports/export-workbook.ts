// Writing an export: sheets of rows into an .xlsx sent as an attachment. Every text cell is made
// formula-safe (a leading quote before = + - @, tab or CR), so a name such as "=HYPERLINK(...)"
// opens as text; numbers stay numbers. (Writing with xlsx is safe; only its reader has advisories.)
import type { FastifyReply } from 'fastify';
import * as XLSX from 'xlsx';
import { formulaSafe } from '@mockexam/contracts';

export type Cell = string | number | null;
export interface Sheet {
  name: string;
  rows: Cell[][];
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function workbookBytes(sheets: Sheet[]): Buffer {
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const rows = sheet.rows.map((row) => row.map((cell) => (typeof cell === 'string' ? formulaSafe(cell) : cell)));
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheet.name);
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** Sends the workbook as a download; `fileName` is ASCII (letters, digits, dashes). */
export function sendWorkbook(reply: FastifyReply, fileName: string, sheets: Sheet[]) {
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}.xlsx"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(workbookBytes(sheets));
}
