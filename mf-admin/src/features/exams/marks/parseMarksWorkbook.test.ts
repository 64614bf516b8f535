// The marks parser against workbooks written here with the same library: the paper's own template filled in,
// and the ways a file goes wrong (other headers, too many rows, no workbook at all).
import * as XLSX from 'xlsx';
import { marksRowErrors, type AdminQuestion } from '@mockexam/contracts';
import { initI18n, registerNamespace } from '@mockexam/i18n';
import { resources } from '../../../i18n';
import { MARKS_SHEET, marksColumns } from './marksColumns';
import { marksTemplateWorkbook } from './marksTemplate';
import { parseMarksWorkbook, type MarksParseResult } from './parseMarksWorkbook';

const question = (q: Partial<AdminQuestion> & Pick<AdminQuestion, 'label' | 'type' | 'max_score'>): AdminQuestion => ({
  question_id: 1,
  page_location: '1',
  section: 'A',
  genre: null,
  ability_zh: null,
  ability_en: null,
  correct_answer: null,
  criteria: [],
  ...q,
});
const QUESTIONS = [
  question({ label: 'Q1', type: 'short_question', max_score: 4 }),
  question({ label: 'Q2', type: 'multiple_choice', max_score: 1, correct_answer: ['B'] }),
  question({
    label: 'Q3',
    type: 'short_essay',
    max_score: 20,
    criteria: [
      { code: 'a_content', max_score: 10 },
      { code: 'a_tone', max_score: 10 },
    ],
  }),
];
const COLUMNS = marksColumns(QUESTIONS);
const HEADER = ['candidate_no', 'Q1', 'Q2', 'Q3', 'Q3.a_content', 'Q3.a_tone'];
/** The template's header: the candidate's number, name, school and class, then the paper's columns. */
const TEMPLATE_HEADER = ['candidate_no', 'name 姓名', 'school 學校', 'class 班別', ...HEADER.slice(1)];
const ENTERED = [
  {
    candidate_no: '20000002',
    name: '陳大文',
    school_name_zh: '皇仁書院',
    school_name_en: "Queen's College",
    class: '6A',
  },
  { candidate_no: '20000003', name: '=Chan', school_name_zh: null, school_name_en: null, class: null },
];

const bytesOf = (wb: XLSX.WorkBook): ArrayBuffer =>
  XLSX.write(wb, { type: 'array', bookType: 'xlsx', compression: true });
const parse = (wb: XLSX.WorkBook, maxRows = 100): MarksParseResult =>
  parseMarksWorkbook({ bytes: bytesOf(wb), columns: COLUMNS, maxRows });

/** The template with rows typed below its header: the candidate number, then the marks (name, school, class blank). */
function filledTemplate(rows: unknown[][]): XLSX.WorkBook {
  const wb = marksTemplateWorkbook(XLSX, QUESTIONS);
  const typed = rows.map((row) => (row.length ? [row[0], '', '', '', ...row.slice(1)] : row));
  XLSX.utils.sheet_add_aoa(wb.Sheets[MARKS_SHEET], typed, { origin: -1 });
  return wb;
}

function sheetBook(rows: unknown[][]): XLSX.WorkBook {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return wb;
}

beforeAll(async () => {
  await initI18n('en');
  registerNamespace('admin', resources);
});

describe('the marks template', () => {
  it('has candidate_no, name, school, class, a column per question, then one per writing criterion, and bilingual instructions', () => {
    const wb = marksTemplateWorkbook(XLSX, QUESTIONS);
    expect(wb.SheetNames).toEqual([MARKS_SHEET, 'Instructions 說明']);
    expect(XLSX.utils.sheet_to_json(wb.Sheets[MARKS_SHEET], { header: 1 })).toEqual([TEMPLATE_HEADER]);
    const instructions = XLSX.utils.sheet_to_json<string[]>(wb.Sheets['Instructions 說明'], { header: 1 });
    expect(instructions.flat().join('\n')).toMatch(/Fill in one candidate per row[\s\S]*每行填寫一名考生/);
    expect(instructions).toContainEqual(['Q2', '多項選擇題 Multiple choice (B)', '1']);
    expect(instructions).toContainEqual(['Q3.a_tone', '甲部語氣 Part A tone', '10']);
  });

  it('lists the entered candidates, one a row, in the page language, their marks blank', () => {
    const sheet = (locale: 'en' | 'zh-hk') =>
      XLSX.utils.sheet_to_json(marksTemplateWorkbook(XLSX, QUESTIONS, ENTERED, locale).Sheets[MARKS_SHEET], {
        header: 1,
        defval: '',
      });
    expect(sheet('en')).toEqual([
      TEMPLATE_HEADER,
      ['20000002', '陳大文', "Queen's College", '6A', '', '', '', '', ''],
      // An individual candidate has no school or class; a name that could run as a formula is text.
      ['20000003', "'=Chan", '', '', '', '', '', '', ''],
    ]);
    expect(sheet('zh-hk')[1]).toEqual(['20000002', '陳大文', '皇仁書院', '6A', '', '', '', '', '']);
  });

  it('reads back only the rows given marks: the rows left as they came, and the name, school and class, are not read', () => {
    const wb = marksTemplateWorkbook(XLSX, QUESTIONS, ENTERED, 'en');
    XLSX.utils.sheet_add_aoa(wb.Sheets[MARKS_SHEET], [['Another name', 'x', 'x', 4]], { origin: 'B3' });
    expect(parse(wb)).toEqual({
      rows: [{ candidate_no: '20000003', scores: { Q1: 4, Q2: null, Q3: null } }],
      rowNumbers: [3],
    });
  });

  it('writes a label that could run as a formula with a leading apostrophe, and reads it back', () => {
    const risky = [question({ label: '=1+1', type: 'short_question', max_score: 2 })];
    const wb = marksTemplateWorkbook(XLSX, risky);
    expect(wb.Sheets[MARKS_SHEET]['E1'].v).toBe("'=1+1");
    XLSX.utils.sheet_add_aoa(wb.Sheets[MARKS_SHEET], [['20000002', '', '', '', 2]], { origin: -1 });
    const result = parseMarksWorkbook({ bytes: bytesOf(wb), columns: marksColumns(risky), maxRows: 10 });
    expect(result).toEqual({ rows: [{ candidate_no: '20000002', scores: { '=1+1': 2 } }], rowNumbers: [2] });
  });
});

describe('parseMarksWorkbook', () => {
  it('reads the filled-in template: marks, options chosen, criteria, blanks, with the sheet row numbers', () => {
    const result = parse(filledTemplate([['2000 0002', 3, 'b', '', 8, 7.5], [], ['20000003', 4, 'A, C', '', '', '']]));
    expect(result).toEqual({
      rows: [
        {
          candidate_no: '2000 0002',
          scores: { Q1: 3, Q3: null },
          answers: { Q2: ['B'] },
          criteria: { Q3: { a_content: 8, a_tone: 7.5 } },
        },
        { candidate_no: '20000003', scores: { Q1: 4, Q3: null }, answers: { Q2: ['A', 'C'] } },
      ],
      rowNumbers: [2, 4],
    });
  });

  it('trims cells, makes full-width digits half-width and reads numbers typed as text', () => {
    const result = parse(filledTemplate([['　２０００００１２ ', '３.５', ' 1 ', ' ', '１０', '9']]));
    expect(result).toEqual({
      rows: [
        {
          candidate_no: '20000012',
          scores: { Q1: 3.5, Q2: 1, Q3: null },
          criteria: { Q3: { a_content: 10, a_tone: 9 } },
        },
      ],
      rowNumbers: [2],
    });
  });

  it('keeps a candidate number as text: a leading 0 stays', () => {
    const result = parse(filledTemplate([['00012345', 1, '', '', 1, 1]]));
    expect(result).toMatchObject({ rows: [{ candidate_no: '00012345' }] });
  });

  it('keeps text that is no mark as typed, so the contracts’ check names its row and column', () => {
    const result = parse(filledTemplate([['20000002', 'abc', 1, '', 5, 5]]));
    if (!('rows' in result)) throw new Error('expected rows');
    expect(result.rows[0]!.scores.Q1).toBe('abc');
    expect(marksRowErrors(result.rows, QUESTIONS).errors).toEqual([
      { row: 0, field: 'scores.Q1', key: 'MARKS_SCORE_FORMAT' },
    ]);
  });

  it('takes the columns in any order, after blank rows, from the marks sheet wherever it is', () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['notes']]), 'Notes');
    const ws = XLSX.utils.aoa_to_sheet([
      [],
      ['Q2', 'candidate_no', 'Q3.a_tone', 'Q1', 'Q3', 'Q3.a_content'],
      ['D', '20000002', 6, 2, '', 7],
    ]);
    XLSX.utils.book_append_sheet(wb, ws, MARKS_SHEET);
    expect(parse(wb)).toEqual({
      rows: [
        {
          candidate_no: '20000002',
          scores: { Q1: 2, Q3: null },
          answers: { Q2: ['D'] },
          criteria: { Q3: { a_content: 7, a_tone: 6 } },
        },
      ],
      rowNumbers: [3],
    });
  });

  it('reads a formula cell as its value, never the formula', () => {
    const ws = XLSX.utils.aoa_to_sheet([HEADER, ['20000002', 0, '', '', 1, 1]]);
    ws['B2'] = { t: 'n', v: 2, f: 'SUM(E2:F2)' };
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, 'Sheet1');
    expect(parse(wb)).toMatchObject({ rows: [{ candidate_no: '20000002', scores: { Q1: 2 } }] });
  });

  it('names the columns that are not the paper’s, missing or twice, and wants candidate_no', () => {
    expect(parse(sheetBook([[...HEADER, 'Q9', 'Remarks'], ['20000002']]))).toEqual({
      error: 'unknown_columns',
      columns: ['Q9', 'Remarks'],
    });
    expect(parse(sheetBook([HEADER.filter((h) => h !== 'Q3.a_tone'), ['20000002']]))).toEqual({
      error: 'missing_columns',
      columns: ['Q3.a_tone'],
    });
    expect(parse(sheetBook([[...HEADER, 'Q1'], ['20000002']]))).toEqual({
      error: 'duplicate_columns',
      columns: ['Q1'],
    });
    expect(parse(sheetBook([['Candidate number', ...HEADER.slice(1)], ['20000002']]))).toEqual({
      error: 'no_candidate_column',
    });
  });

  it('refuses more rows than an import holds, counted or read', () => {
    const rows = [1, 2, 3].map((n) => [`2000000${n}`, 1, '', '', 1, 1]);
    expect(parse(sheetBook([HEADER, ...rows]), 2)).toEqual({ error: 'too_many_rows' });
    const long = sheetBook([HEADER]);
    XLSX.utils.sheet_add_aoa(long.Sheets.Sheet1, [['20000001', 1]], { origin: 'A200' });
    expect(parse(long, 50)).toEqual({ error: 'too_many_rows' });
  });

  it('refuses what is no workbook, and a sheet with no marks', () => {
    const csv = new TextEncoder().encode(`${HEADER.join(',')}\n20000002,1,B,,1,1\n`);
    expect(parseMarksWorkbook({ bytes: csv.buffer as ArrayBuffer, columns: COLUMNS, maxRows: 10 })).toEqual({
      error: 'unreadable',
    });
    expect(parse(sheetBook([]))).toEqual({ error: 'empty' });
    expect(parse(filledTemplate([[], []]))).toEqual({ error: 'empty' });
  });
});
