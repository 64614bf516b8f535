// The columns of a paper's marks sheet, shared by the template the browser writes and the parse worker that
// reads it back: candidate_no, the candidate's name, school and class, one column per question label, then
// one per writing criterion of each essay ('<label>.<criterion code>'). Free of zod and of shared packages: the worker has no share scope.
export const CANDIDATE_HEADER = 'candidate_no';
/**
 * The template's columns about the candidate, after candidate_no: for staff to find the row, never read
 * back (a name typed there changes nothing).
 */
export const CANDIDATE_INFO_HEADERS = ['name 姓名', 'school 學校', 'class 班別'] as const;
export const MARKS_SHEET = 'Marks 分數';
export const MARKS_INSTRUCTIONS_SHEET = 'Instructions 說明';

/**
 * score: the mark (blank when not attempted); choice: a multiple-choice question, the options chosen
 * (letters, scored by the server against the correct answer) or a mark; criterion: one writing criterion's mark.
 */
export type MarksColumn =
  | { header: string; kind: 'score' | 'choice'; label: string }
  | { header: string; kind: 'criterion'; label: string; code: string };

export interface TemplateQuestion {
  label: string;
  type: string;
  criteria: readonly { code: string }[];
}

/**
 * A header as written and read back: a label starting with = + - @ gets a leading apostrophe so no sheet
 * program takes it for a formula (the contracts' formulaSafe rule, here without zod for the worker).
 */
const sheetText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

export function marksColumns(questions: readonly TemplateQuestion[]): MarksColumn[] {
  const marks = questions.map((q): MarksColumn => ({
    header: sheetText(q.label),
    kind: q.type === 'multiple_choice' ? 'choice' : 'score',
    label: q.label,
  }));
  const criteria = questions.flatMap((q) =>
    q.criteria.map((c): MarksColumn => ({
      header: sheetText(`${q.label}.${c.code}`),
      kind: 'criterion',
      label: q.label,
      code: c.code,
    })),
  );
  return [...marks, ...criteria];
}
