// A paper's questions as the editor holds them (text inputs, a correct answer typed as letters) and as the
// replace call takes them, and the contracts' own check of the whole list with its messages placed on the
// editor's cells, so staff read the server's rules before the server applies them.
import { ReplaceQuestionsRequest, type AdminQuestion, type WRITING_CRITERIA } from '@mockexam/contracts';
import type { Locale } from '@mockexam/i18n';
import { issueText } from '../../../components/formRules';

type QuestionType = AdminQuestion['type'];
type CriterionCode = (typeof WRITING_CRITERIA)[number];

export interface CriterionValues {
  code?: CriterionCode;
  max_score: number | null;
}

export interface QuestionValues {
  label: string;
  page_location: string;
  type: QuestionType;
  section: 'A' | 'B';
  genre: 'classical' | 'vernacular' | null;
  /** The assessed ability in Chinese and English (both or neither). */
  ability_zh: string;
  ability_en: string;
  max_score: number | null;
  /** Multiple choice: the correct options typed as letters ('B', 'A,C'). */
  correct_answer: string;
  criteria: CriterionValues[];
}

export const QUESTION_TYPES: readonly QuestionType[] = [
  'short_question',
  'multiple_choice',
  'short_essay',
  'filling',
  'judgment',
];

export const toValues = (q: AdminQuestion): QuestionValues => ({
  label: q.label,
  page_location: q.page_location,
  type: q.type,
  section: q.section,
  genre: q.genre,
  ability_zh: q.ability_zh ?? '',
  ability_en: q.ability_en ?? '',
  max_score: q.max_score,
  correct_answer: (q.correct_answer ?? []).join(','),
  criteria: q.criteria.map((c) => ({ code: c.code, max_score: c.max_score })),
});

export const emptyQuestion = (label: string): QuestionValues => ({
  label,
  page_location: '',
  type: 'short_question',
  section: 'A',
  genre: null,
  ability_zh: '',
  ability_en: '',
  max_score: null,
  correct_answer: '',
  criteria: [],
});

/** 'a, c' -> ['A', 'C']; the contracts refuse what is no letter. */
const optionsOf = (text: string) =>
  text
    .split(/[\s,;、/]+/)
    .filter(Boolean)
    .map((o) => o.toUpperCase());

/** The request as typed: blanks stay blank (undefined), so the contracts name the cell that needs a value. */
function draftOf(v: QuestionValues) {
  const options = optionsOf(v.correct_answer ?? '');
  return {
    label: (v.label ?? '').trim(),
    page_location: (v.page_location ?? '').replace(/\s+/g, ''),
    type: v.type,
    section: v.section,
    genre: v.genre ?? null,
    ability_zh: (v.ability_zh ?? '').trim() || null,
    ability_en: (v.ability_en ?? '').trim() || null,
    max_score: v.max_score ?? undefined,
    correct_answer: v.type === 'multiple_choice' && options.length ? options : null,
    criteria:
      v.type === 'short_essay'
        ? (v.criteria ?? []).map((c) => ({ code: c.code, max_score: c.max_score ?? undefined }))
        : [],
  };
}

export interface FieldError {
  name: (string | number)[];
  errors: string[];
}

/** A path of the request ('questions.3.correct_answer.0') as the editor's field that shows it. */
export function fieldOf(path: readonly (string | number)[]): (string | number)[] {
  const name = path.map((part) => (typeof part === 'string' && /^\d+$/.test(part) ? Number(part) : part));
  if (name[0] !== 'questions') return ['questions'];
  // An option of the correct answer is shown on the answer; a criterion's problem on its cell or the list.
  if (name[2] === 'correct_answer') return name.slice(0, 3);
  if (name[2] === 'criteria') return name.length >= 5 ? name.slice(0, 5) : name.slice(0, 3);
  return name.slice(0, 3);
}

/**
 * The list checked by the contracts: the body to send, or every problem on the editor's cells (the first
 * message of each cell).
 */
export function checkQuestions(
  values: readonly QuestionValues[],
  locale: Locale,
): { body: ReplaceQuestionsRequest } | { errors: FieldError[] } {
  const result = ReplaceQuestionsRequest.safeParse({ questions: values.map(draftOf) });
  if (result.success) return { body: result.data };
  const byField = new Map<string, FieldError>();
  for (const issue of result.error.issues) {
    const name = fieldOf(issue.path as (string | number)[]);
    const key = name.join('.');
    if (!byField.has(key)) byField.set(key, { name, errors: [issueText(issue.message, locale)] });
  }
  return { errors: [...byField.values()] };
}
