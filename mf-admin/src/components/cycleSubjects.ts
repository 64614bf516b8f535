// The subjects of a cycle, named as the database names them (from the cycle's products, inactive ones too):
// cycle set-up and the exams list read them (the contracts carry codes).
import type { AdminCycle } from '@mockexam/api-client';
import type { SubjectCode } from '@mockexam/contracts';
import { nameIn, type Locale } from '@mockexam/i18n';

export interface CycleSubject {
  code: SubjectCode;
  name_zh: string;
  name_en: string;
}

export function subjectsOf(cycle: AdminCycle | null): CycleSubject[] {
  const subjects = new Map<SubjectCode, CycleSubject>();
  for (const p of cycle?.products ?? []) {
    if (!subjects.has(p.subject))
      subjects.set(p.subject, { code: p.subject, name_zh: p.subject_name_zh, name_en: p.subject_name_en });
  }
  return [...subjects.values()];
}

/** A subject's name in the page's language; its code when the cycle has no product for it. */
export function subjectName(subjects: CycleSubject[], code: string, locale: Locale): string {
  const subject = subjects.find((s) => s.code === code);
  return subject ? nameIn(subject, locale) : code;
}
