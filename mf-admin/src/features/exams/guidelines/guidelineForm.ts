// The guidelines form's values: one list of (page, suggestion) rows per question of the paper, in the paper's
// order. The replace call takes one flat list by label; `where` keeps each item's place in the form so the
// server's per-item messages ('guidelines.<i>.page') land on their rows.
import type { AdminGuideline, AdminQuestion, ReplaceGuidelinesRequest } from '@mockexam/contracts';

export interface GuidelineRow {
  page: number | null;
  suggestion: string;
}
export interface GuidelinesValues {
  questions: { rows: GuidelineRow[] }[];
}

/** The pages a question spans ('2, 3' -> [2, 3]). */
export const questionPages = (question: AdminQuestion): number[] =>
  question.page_location
    .split(',')
    .map((page) => Number(page.trim()))
    .filter((page) => Number.isInteger(page) && page > 0);

export const toValues = (questions: AdminQuestion[], saved: AdminGuideline[]): GuidelinesValues => ({
  questions: questions.map((question) => ({
    rows: saved
      .filter((guideline) => guideline.label === question.label)
      .map(({ page, suggestion }) => ({ page, suggestion })),
  })),
});

/** The call's body, and for each of its items the form path of its row. */
export function toBody(questions: AdminQuestion[], values: GuidelinesValues) {
  const where: (string | number)[][] = [];
  const guidelines: ReplaceGuidelinesRequest['guidelines'] = [];
  questions.forEach((question, q) =>
    (values.questions[q]?.rows ?? []).forEach((row, r) => {
      guidelines.push({ label: question.label, page: row.page ?? 0, suggestion: row.suggestion.trim() });
      where.push(['questions', q, 'rows', r]);
    }),
  );
  return { body: { guidelines }, where };
}

/** The form path of a server message's field ('guidelines.3.page'), or null when it names no row. */
export function fieldOf(path: string, where: (string | number)[][]): (string | number)[] | null {
  const [list, index, field] = path.split('.');
  const row = list === 'guidelines' ? where[Number(index)] : undefined;
  if (!row) return null;
  // A label refused means the question is unknown: the row's page is where the user can act.
  return [...row, field === 'suggestion' ? 'suggestion' : 'page'];
}
