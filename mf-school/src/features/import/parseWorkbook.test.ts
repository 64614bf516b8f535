/**
 * @jest-environment node
 */
// The parser against workbooks written here with the same library: the template itself filled in, and
// a hostile set (formulas, merges, hidden sheets, wrong columns, a renamed CSV, bad zips, 100,000 rows).
import * as XLSX from 'xlsx';
import {
  SCHOOL_IMPORT_MAX_ROWS,
  SCHOOL_TEMPLATE_COLUMNS,
  SCHOOL_TEMPLATE_SHEET,
  templateHeader,
} from '@mockexam/contracts';
import { templateWorkbook } from '../workbooks/schoolWorkbooks';
import { parseWorkbook } from './parseWorkbook';

const HEADERS = SCHOOL_TEMPLATE_COLUMNS.map(templateHeader);

const bytesOf = (wb: XLSX.WorkBook): ArrayBuffer =>
  XLSX.write(wb, { type: 'array', bookType: 'xlsx', compression: true });

/** The official template with `rows` appended below its example row. */
function filledTemplate(rows: unknown[][]): XLSX.WorkBook {
  const wb = templateWorkbook(XLSX);
  XLSX.utils.sheet_add_aoa(wb.Sheets[SCHOOL_TEMPLATE_SHEET], rows, { origin: -1 });
  return wb;
}

function bookOf(sheets: [string, XLSX.WorkSheet][]): XLSX.WorkBook {
  const wb = XLSX.utils.book_new();
  for (const [name, ws] of sheets) XLSX.utils.book_append_sheet(wb, ws, name);
  return wb;
}

describe('parseWorkbook', () => {
  it('reads the filled-in template, skipping its example row and empty rows, with sheet row numbers', () => {
    const wb = filledTemplate([['2c', '陳小明', '1', 'Chinese 中文'], [], ['5A', 'Chan Tai Man', '12', 'English']]);
    expect(parseWorkbook(bytesOf(wb))).toEqual({
      rows: [
        { row_no: 3, class: '2C', name: '陳小明', student_no: '1', language_version: 'zh' },
        { row_no: 5, class: '5A', name: 'Chan Tai Man', student_no: '12', language_version: 'en' },
      ],
    });
  });

  it('makes full-width digits and letters half-width and numbers stored as numbers text again', () => {
    const wb = filledTemplate([
      ['２ｃ', '李 大 文', '０３', '英文'],
      [3, 'Wong Siu Ming', 7, 'chinese'],
    ]);
    const result = parseWorkbook(bytesOf(wb));
    expect(result).toEqual({
      rows: [
        { row_no: 3, class: '2C', name: '李 大 文', student_no: '03', language_version: 'en' },
        { row_no: 4, class: '3', name: 'Wong Siu Ming', student_no: '7', language_version: 'zh' },
      ],
    });
  });

  it('takes a formula cell as its shown value, never the formula', () => {
    const ws = XLSX.utils.aoa_to_sheet([HEADERS, ['4B', 'Ho Ka Yan', 2, 'English']]);
    ws.A2 = { t: 's', f: 'LOWER("4b")&""', v: '4B' };
    ws.C2 = { t: 'n', f: '1+1', v: 2 };
    ws.B2 = { t: 's', f: 'HYPERLINK("http://evil","x")', v: 'Ho Ka Yan' };
    const result = parseWorkbook(bytesOf(bookOf([[SCHOOL_TEMPLATE_SHEET, ws]])));
    expect(result).toEqual({
      rows: [{ row_no: 2, class: '4B', name: 'Ho Ka Yan', student_no: '2', language_version: 'en' }],
    });
  });

  it('reads a merged class cell as the class of every row it covers', () => {
    const ws = XLSX.utils.aoa_to_sheet([HEADERS, ['6D', 'Lam Wai', 1, 'zh'], [null, 'Cheung Mei', 2, 'en']]);
    ws['!merges'] = [{ s: { r: 1, c: 0 }, e: { r: 2, c: 0 } }];
    const result = parseWorkbook(bytesOf(bookOf([['Sheet1', ws]])));
    expect(result).toEqual({
      rows: [
        { row_no: 2, class: '6D', name: 'Lam Wai', student_no: '1', language_version: 'zh' },
        { row_no: 3, class: '6D', name: 'Cheung Mei', student_no: '2', language_version: 'en' },
      ],
    });
  });

  it('skips a hidden first sheet and reads the first visible one', () => {
    const hidden = XLSX.utils.aoa_to_sheet([['secret'], ['=1+1']]);
    const list = XLSX.utils.aoa_to_sheet([
      ['Class', 'Student name', 'Student number', 'Language version'],
      ['1A', 'Yip Man', 9, 'English'],
    ]);
    const wb = bookOf([
      ['Hidden', hidden],
      ['Visible', list],
    ]);
    wb.Workbook = {
      Sheets: [
        { name: 'Hidden', Hidden: 1 },
        { name: 'Visible', Hidden: 0 },
      ],
    };
    expect(parseWorkbook(bytesOf(wb))).toEqual({
      rows: [{ row_no: 2, class: '1A', name: 'Yip Man', student_no: '9', language_version: 'en' }],
    });
  });

  it('finds the template sheet by name wherever it is, and headers below empty rows', () => {
    const other = XLSX.utils.aoa_to_sheet([['notes']]);
    const list = XLSX.utils.aoa_to_sheet([[], [], [null, ...HEADERS], [null, '3E', 'Siu Ming', '4', '中文']]);
    const result = parseWorkbook(
      bytesOf(
        bookOf([
          ['Notes', other],
          [SCHOOL_TEMPLATE_SHEET, list],
        ]),
      ),
    );
    expect(result).toEqual({
      rows: [{ row_no: 4, class: '3E', name: 'Siu Ming', student_no: '4', language_version: 'zh' }],
    });
  });

  it('refuses other columns, columns in another order and an extra column', () => {
    const cases = [
      ['Class', 'Name', 'Number', 'Language'],
      [HEADERS[1], HEADERS[0], HEADERS[2], HEADERS[3]],
      [...HEADERS, 'Remarks'],
      HEADERS.slice(0, 3),
    ];
    for (const headers of cases) {
      const ws = XLSX.utils.aoa_to_sheet([headers, ['2C', 'Chan', '1', 'zh', 'x']]);
      expect(parseWorkbook(bytesOf(bookOf([['Sheet1', ws]])))).toEqual({ error: 'IMPORT_UNREADABLE' });
    }
  });

  it('refuses a CSV renamed .xlsx, random bytes, a bad zip and nothing at all', () => {
    const csv = new TextEncoder().encode(`${HEADERS.join(',')}\n2C,Chan,1,zh\n`);
    const random = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 256);
    const badZip = new Uint8Array(bytesOf(filledTemplate([['2C', 'Chan', '1', 'zh']]))).slice(0, 300);
    const fakeZip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...random.slice(0, 500)]);
    for (const bytes of [csv, random, badZip, fakeZip, new Uint8Array(0)]) {
      expect(parseWorkbook(bytes.slice().buffer)).toEqual({ error: 'IMPORT_UNREADABLE' });
    }
  });

  it('says an empty workbook and a template with only its headers hold no candidates', () => {
    const empty = bookOf([['Sheet1', XLSX.utils.aoa_to_sheet([])]]);
    expect(parseWorkbook(bytesOf(empty))).toEqual({ error: 'IMPORT_EMPTY' });
    expect(parseWorkbook(bytesOf(templateWorkbook(XLSX)))).toEqual({ error: 'IMPORT_EMPTY' });
    const headerOnly = bookOf([['Sheet1', XLSX.utils.aoa_to_sheet([HEADERS])]]);
    expect(parseWorkbook(bytesOf(headerOnly))).toEqual({ error: 'IMPORT_EMPTY' });
  });

  it('reads a full list of 2,000 and refuses 2,001', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => [`${1 + (i % 6)}A`, 'Chan Tai Man', i + 1, 'zh']);
    const full = parseWorkbook(bytesOf(filledTemplate(rows(SCHOOL_IMPORT_MAX_ROWS))));
    expect('rows' in full && full.rows.length).toBe(SCHOOL_IMPORT_MAX_ROWS);
    expect(parseWorkbook(bytesOf(filledTemplate(rows(SCHOOL_IMPORT_MAX_ROWS + 1))))).toEqual({
      error: 'IMPORT_TOO_MANY_ROWS',
    });
  });

  it('refuses 100,000 rows quickly, without reading them', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ['2C', 'Chan Tai Man', i + 1, 'zh']);
    const bytes = bytesOf(bookOf([['Sheet1', XLSX.utils.aoa_to_sheet([HEADERS, ...rows])]]));
    const started = Date.now();
    expect(parseWorkbook(bytes)).toEqual({ error: 'IMPORT_TOO_MANY_ROWS' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
