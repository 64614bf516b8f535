// Subject names as the database seeds them. The school views carry only subject codes, and the export is
// bilingual whatever the page's language, so the names live here rather than in a cycle's products.
import type { SubjectCode } from '@mockexam/contracts';
import { textIn, type Locale } from '@mockexam/i18n';

export const SUBJECT_NAMES: Record<SubjectCode, { 'zh-hk': string; en: string }> = {
  chi: { 'zh-hk': '中國語文', en: 'Chinese Language' },
  eng: { 'zh-hk': '英國語文', en: 'English Language' },
  hist: { 'zh-hk': '歷史', en: 'History' },
  csd: { 'zh-hk': '公民與社會發展', en: 'Citizenship and Social Development' },
};

/** The subjects in the order staff read them (the seed's sort order). */
export const SUBJECTS: SubjectCode[] = ['chi', 'eng', 'hist', 'csd'];

/** A subject's name in `locale`; its code when unknown (a subject added after this release). */
export function subjectText(code: string, locale: Locale): string {
  const names = SUBJECT_NAMES[code as SubjectCode];
  return names ? textIn(names, locale) : code;
}

/** "中國語文 Chinese Language", for the bilingual export. */
export function subjectBoth(code: string): string {
  const names = SUBJECT_NAMES[code as SubjectCode];
  return names ? `${names['zh-hk']} ${names.en}` : code;
}

/** Order of SUBJECTS, unknown codes last. */
export const subjectOrder = (code: string) => {
  const at = SUBJECTS.indexOf(code as SubjectCode);
  return at < 0 ? SUBJECTS.length : at;
};
