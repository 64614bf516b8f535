// The export of submitted school candidates as a sheet: bilingual headers, one row per candidate in the order
// staff plan rooms by (subject, session, venue, school, class, student number). Every text cell passes
// through formulaSafe, so a name such as "=HYPERLINK(...)" typed by a school opens as text, never a formula.
import { formulaSafe, LANGUAGE_VERSION_LABELS, type AdminSchoolCandidate } from '@mockexam/contracts';
import { formatDate, formatTime } from '@mockexam/i18n/dates';
import { subjectBoth } from './subjects';

const ARRANGEMENTS = {
  venue: { 'zh-hk': '指定試場', en: 'Designated venue' },
  school: { 'zh-hk': '學校', en: 'At the school' },
};

export const CANDIDATE_SHEET_HEADERS = [
  '學校編號 School code',
  '學校名稱 School name (Chinese)',
  '學校名稱 School name (English)',
  '科目 Subject',
  '考生編號 Candidate number',
  '學生姓名 Student name',
  '班別 Class',
  '學號 Student number',
  '語文版本 Language version',
  '應考安排 Exam arrangement',
  '試場 Venue',
  '場次 Session (Hong Kong time)',
];

const both = (text: { 'zh-hk': string; en: string } | undefined, fallback: string) =>
  text ? `${text['zh-hk']} ${text.en}` : fallback;

/** Hong Kong wall-clock time of a session: 2025-1-5 09:30 (the same in both languages). */
const sessionTime = (iso: string | null) => (iso ? `${formatDate(iso, 'en')} ${formatTime(iso)}` : '');

const byPlan = (a: AdminSchoolCandidate, b: AdminSchoolCandidate) =>
  a.subject.localeCompare(b.subject) ||
  (a.session_starts_at ?? '').localeCompare(b.session_starts_at ?? '') ||
  (a.venue_session_id ?? 0) - (b.venue_session_id ?? 0) ||
  a.school_code.localeCompare(b.school_code) ||
  a.class.localeCompare(b.class) ||
  (Number(a.student_no) || 0) - (Number(b.student_no) || 0);

/** The sheet as rows of text: the header row, then one row per candidate; every cell formula-safe. */
export function candidateSheetRows(candidates: readonly AdminSchoolCandidate[]): string[][] {
  const rows = [...candidates]
    .sort(byPlan)
    .map((c) => [
      c.school_code,
      c.school_name_zh,
      c.school_name_en,
      subjectBoth(c.subject),
      c.candidate_no,
      c.name,
      c.class,
      c.student_no,
      both(LANGUAGE_VERSION_LABELS[c.language_version as 'zh' | 'en'], c.language_version),
      c.arrangement ? both(ARRANGEMENTS[c.arrangement], c.arrangement) : '',
      [c.venue_name_zh, c.venue_name_en].filter(Boolean).join(' '),
      sessionTime(c.session_starts_at),
    ]);
  return [CANDIDATE_SHEET_HEADERS, ...rows].map((row) => row.map((cell) => formulaSafe(cell)));
}

/** school-candidates-chi-session-12-20250105.xlsx: what was exported, and when (Hong Kong date). */
export function candidateFileName(
  filters: { subject?: string; venue_session_id?: number },
  now: Date = new Date(),
): string {
  const day = formatDate(now, 'en')
    .split('-')
    .map((part) => part.padStart(2, '0'))
    .join('');
  const parts = ['school-candidates', filters.subject ?? 'all'];
  if (filters.venue_session_id) parts.push(`session-${filters.venue_session_id}`);
  return `${parts.join('-')}-${day}.xlsx`;
}

/** Writes the rows as an .xlsx download. The library is loaded only when staff export (it is large). */
export async function downloadCandidateWorkbook(rows: string[][], fileName: string): Promise<void> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = rows[0]!.map((header) => ({ wch: Math.max(12, header.length) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Candidates 考生');
  XLSX.writeFile(book, fileName, { compression: true });
}
