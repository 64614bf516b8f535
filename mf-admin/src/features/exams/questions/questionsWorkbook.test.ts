// The questions workbook: what the editor downloads reads back into the same questions, abilities in both
// languages included; a sheet without a column or with a code the editor does not know is refused by cell.
import * as XLSX from 'xlsx';
import { parseQuestionsWorkbook } from './parseQuestionsWorkbook';
import type { QuestionValues } from './questionForm';
import { QUESTION_SHEET_COLUMNS } from './questionsSheet';
import { questionsWorkbook, valuesFromSheet } from './questionsWorkbook';

const QUESTIONS: QuestionValues[] = [
  {
    label: '1',
    page_location: '1',
    type: 'multiple_choice',
    section: 'A',
    genre: 'classical',
    ability_zh: '理解',
    ability_en: 'Comprehension',
    max_score: 2,
    correct_answer: 'A,C',
    criteria: [],
  },
  {
    label: '甲',
    page_location: '2,3',
    type: 'short_essay',
    section: 'B',
    genre: null,
    ability_zh: '實用寫作',
    ability_en: 'Practical writing',
    max_score: 20,
    correct_answer: '',
    criteria: [
      { code: 'a_content', max_score: 12 },
      { code: 'a_tone', max_score: 8 },
    ],
  },
];

const bytesOf = (book: XLSX.WorkBook) => XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
const sheetBytes = (rows: unknown[][]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Questions');
  return bytesOf(book);
};

describe('the questions workbook', () => {
  it('reads back what it wrote, both abilities and the essay criteria by label included', () => {
    const parsed = parseQuestionsWorkbook({ bytes: bytesOf(questionsWorkbook(XLSX, QUESTIONS)), maxRows: 200 });
    if ('error' in parsed) throw new Error(parsed.error);
    expect(parsed.rowNumbers).toEqual([2, 3]);
    expect(parsed.rows[1]).toMatchObject({ ability_zh: '實用寫作', ability_en: 'Practical writing' });
    expect(valuesFromSheet(parsed.rows, parsed.rowNumbers, QUESTIONS)).toEqual({ values: QUESTIONS });
  });

  it('names the columns a sheet lacks', () => {
    const headers = QUESTION_SHEET_COLUMNS.filter((c) => c.key !== 'ability_en').map((c) => c.header);
    const parsed = parseQuestionsWorkbook({ bytes: sheetBytes([headers, ['1']]), maxRows: 200 });
    expect(parsed).toEqual({ error: 'missing_columns', columns: ['能力（英文） Ability (English)'] });
  });

  it('names every cell holding a code the editor does not know, and is not a workbook otherwise', () => {
    const headers = QUESTION_SHEET_COLUMNS.map((c) => c.header);
    const rows = [headers, ['1', '1', 'essay', 'C', 'modern', '', '', 'two', '']];
    const parsed = parseQuestionsWorkbook({ bytes: sheetBytes(rows), maxRows: 200 });
    if ('error' in parsed) throw new Error(parsed.error);
    expect(valuesFromSheet(parsed.rows, parsed.rowNumbers, [])).toEqual({
      problems: [
        { row: 2, column: 'type' },
        { row: 2, column: 'section' },
        { row: 2, column: 'genre' },
        { row: 2, column: 'max_score' },
      ],
    });
    expect(parseQuestionsWorkbook({ bytes: new TextEncoder().encode('label,pages').buffer, maxRows: 200 })).toEqual({
      error: 'unreadable',
    });
  });
});
