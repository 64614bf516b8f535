// A paper's questions as a workbook: one sheet, a header row and a row per question. Written by the editor's
// download, read back by its import (in a worker). Codes stay codes (type short_question, section A, genre
// classical), so a sheet round-trips exactly; the assessed ability has a column per language.
export const QUESTIONS_SHEET = 'Questions';

export const QUESTION_SHEET_COLUMNS = [
  { key: 'label', header: '題號 Label' },
  { key: 'page_location', header: '頁 Pages' },
  { key: 'type', header: '題型 Type' },
  { key: 'section', header: '部分 Section' },
  { key: 'genre', header: '文體 Genre' },
  { key: 'ability_zh', header: '能力（中文） Ability (Chinese)' },
  { key: 'ability_en', header: '能力（英文） Ability (English)' },
  { key: 'max_score', header: '滿分 Full marks' },
  { key: 'correct_answer', header: '答案 Answer' },
] as const;

export type QuestionSheetKey = (typeof QUESTION_SHEET_COLUMNS)[number]['key'];
/** A question's row as read: every cell as text (blank is ''). */
export type QuestionSheetRow = Record<QuestionSheetKey, string>;
