import type { AdminSchoolCandidate } from '@mockexam/contracts';
import { CANDIDATE_SHEET_HEADERS, candidateFileName, candidateSheetRows } from './candidateSheet';

const CANDIDATE: AdminSchoolCandidate = {
  school_code: '0001',
  school_name_zh: '皇仁書院',
  school_name_en: "Queen's College",
  subject: 'chi',
  candidate_no: '40000001',
  name: '陳大文',
  class: '6A',
  student_no: '2',
  language_version: 'zh',
  arrangement: 'venue',
  venue_session_id: 3,
  venue_name_zh: '皇仁書院禮堂',
  venue_name_en: "Queen's College Hall",
  session_starts_at: '2025-01-05T01:30:00.000Z',
};

describe('the export of submitted candidates', () => {
  it('writes bilingual headers and one row per candidate, sessions in Hong Kong time', () => {
    const rows = candidateSheetRows([CANDIDATE]);
    expect(rows[0]).toEqual(CANDIDATE_SHEET_HEADERS);
    expect(rows[0]![0]).toBe('學校編號 School code');
    expect(rows[1]).toEqual([
      '0001',
      '皇仁書院',
      "Queen's College",
      '中國語文 Chinese Language',
      '40000001',
      '陳大文',
      '6A',
      '2',
      '中文 Chinese',
      '指定試場 Designated venue',
      "皇仁書院禮堂 Queen's College Hall",
      '2025-1-5 09:30',
    ]);
  });

  it('escapes every text cell that a spreadsheet would read as a formula', () => {
    const hostile = {
      ...CANDIDATE,
      school_name_en: '=HYPERLINK("http://evil.example","Click")',
      name: '+cmd|" /C calc"!A0',
      class: '-2C',
      student_no: '@SUM(1)',
      venue_name_en: '\tTabbed',
      arrangement: 'school' as const,
      venue_name_zh: null,
      session_starts_at: null,
    };
    const [, row] = candidateSheetRows([hostile]);
    expect(row).toEqual([
      '0001',
      '皇仁書院',
      `'=HYPERLINK("http://evil.example","Click")`,
      '中國語文 Chinese Language',
      '40000001',
      `'+cmd|" /C calc"!A0`,
      "'-2C",
      "'@SUM(1)",
      '中文 Chinese',
      '學校 At the school',
      "'\tTabbed",
      '',
    ]);
    // No cell of the sheet starts with a formula character.
    for (const cell of row!) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('orders rows by subject, session, school, class and student number', () => {
    const rows = candidateSheetRows([
      { ...CANDIDATE, subject: 'eng', candidate_no: 'E1' },
      { ...CANDIDATE, class: '6B', student_no: '1', candidate_no: 'C3' },
      { ...CANDIDATE, student_no: '10', candidate_no: 'C2' },
      { ...CANDIDATE, candidate_no: 'C1' },
      { ...CANDIDATE, session_starts_at: '2025-01-04T01:30:00.000Z', venue_session_id: 2, candidate_no: 'C0' },
    ]);
    expect(rows.slice(1).map((r) => r[4])).toEqual(['C0', 'C1', 'C2', 'C3', 'E1']);
  });

  it('names the file after the subject, the session and the Hong Kong day', () => {
    const late = new Date('2024-12-31T16:30:00.000Z'); // already 1 January in Hong Kong
    expect(candidateFileName({}, late)).toBe('school-candidates-all-20250101.xlsx');
    expect(candidateFileName({ subject: 'chi', venue_session_id: 12 }, late)).toBe(
      'school-candidates-chi-session-12-20250101.xlsx',
    );
  });
});
