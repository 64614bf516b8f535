/**
 * @jest-environment node
 */
// The workbooks the school downloads: the template's shape, the instructions in both languages, text
// columns, formula-safe cells, and a current list that imports again as it is.
import * as XLSX from 'xlsx';
import {
  SCHOOL_TEMPLATE_COLUMNS,
  SCHOOL_TEMPLATE_INSTRUCTIONS_SHEET,
  SCHOOL_TEMPLATE_SHEET,
  templateHeader,
} from '@mockexam/contracts';
import { row } from '../../test/fixtures';
import { parseWorkbook } from '../import/parseWorkbook';
import { candidateListWorkbook, listWorkbook, templateWorkbook } from './schoolWorkbooks';

const written = (wb: XLSX.WorkBook) =>
  XLSX.read(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }), { type: 'array', cellStyles: true });
const cells = (ws: XLSX.WorkSheet) => XLSX.utils.sheet_to_json<string[]>(ws, { header: 1, defval: '' });

describe('school workbooks', () => {
  it('writes the template: headers in both languages, the example row, widths, text columns, instructions', () => {
    const wb = written(templateWorkbook(XLSX));
    expect(wb.SheetNames).toEqual([SCHOOL_TEMPLATE_SHEET, SCHOOL_TEMPLATE_INSTRUCTIONS_SHEET]);
    const ws = wb.Sheets[SCHOOL_TEMPLATE_SHEET];
    expect(cells(ws)).toEqual([SCHOOL_TEMPLATE_COLUMNS.map(templateHeader), ['2C', '陳大文', '1', 'Chinese 中文']]);
    expect(ws['!cols']?.length).toBe(4);
    const source = templateWorkbook(XLSX).Sheets[SCHOOL_TEMPLATE_SHEET];
    expect([source.A2.z, source.C2.z]).toEqual(['@', '@']);
    const instructions = cells(wb.Sheets[SCHOOL_TEMPLATE_INSTRUCTIONS_SHEET]).flat().join('\n');
    expect(instructions).toMatch(/at most 8 characters, such as 2C/);
    expect(instructions).toMatch(/最多 8 個字元/);
    expect(instructions).toMatch(/replaces and clears the whole list/);
    expect(instructions).toMatch(/Do not rename/);
  });

  it('writes the current list in the template’s shape, formula-safe, and it imports again as it is', () => {
    const rows = [
      row({ class: '2C', name: 'Chan Tai Man', student_no: '1', language_version: 'zh' }),
      row({ class: '5A', name: '=HYPERLINK("http://x","y")', student_no: '02', language_version: 'en' }),
    ];
    const wb = written(listWorkbook(XLSX, rows));
    const sheet = cells(wb.Sheets[SCHOOL_TEMPLATE_SHEET]);
    expect(sheet[2]).toEqual(['5A', '\'=HYPERLINK("http://x","y")', '02', 'English 英文']);
    const again = parseWorkbook(XLSX.write(listWorkbook(XLSX, rows.slice(0, 1)), { type: 'array', bookType: 'xlsx' }));
    expect(again).toEqual({
      rows: [{ row_no: 2, class: '2C', name: 'Chan Tai Man', student_no: '1', language_version: 'zh' }],
    });
  });

  it('writes the candidate list with candidate numbers in two groups of four and accounts', () => {
    const wb = written(
      candidateListWorkbook(XLSX, [row({ candidate_no: '24000001', account: '+stu1', name: '@Chan' })]),
    );
    const sheet = cells(wb.Sheets[wb.SheetNames[0]]);
    expect(sheet[1]).toEqual(['2C', "'@Chan", '1', 'Chinese 中文', '2400 0001', "'+stu1"]);
  });
});
