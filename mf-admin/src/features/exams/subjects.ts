// A cycle's subjects as its products name them (the exams list and the new-exam dialog show names, the
// contracts carry codes).
import type { AdminCycle } from '@mockexam/api-client';
import type { SubjectCode } from '@mockexam/contracts';
import { nameIn, type Locale } from '@mockexam/i18n';

export function cycleSubjects(cycle: AdminCycle): { code: SubjectCode; name: { name_zh: string; name_en: string } }[] {
  const seen = new Map<SubjectCode, { name_zh: string; name_en: string }>();
  for (const p of cycle.products) {
    if (!seen.has(p.subject)) seen.set(p.subject, { name_zh: p.subject_name_zh, name_en: p.subject_name_en });
  }
  return [...seen].map(([code, name]) => ({ code, name }));
}

/** The subject's name in `locale`; its code when the cycle has no product for it. */
export function subjectName(cycle: AdminCycle, code: string, locale: Locale): string {
  const subject = cycleSubjects(cycle).find((s) => s.code === code);
  return subject ? nameIn(subject.name, locale) : code;
}
