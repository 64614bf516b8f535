// The report's names in both languages, without zod: question types, genres, sections, writing
// criteria and the levels that have a name. The server's exports and mf-report's pages both read
// them (pages through '@mockexam/contracts/text'). QuestionType and WritingCriterion are built from
// these lists; adminGrading's QuestionGenre spells the genres again.
import type { BilingualText } from './messages';

export const QUESTION_TYPES = ['short_question', 'multiple_choice', 'short_essay', 'filling', 'judgment'] as const;
export type QuestionTypeCode = (typeof QUESTION_TYPES)[number];
export const questionTypeLabels: Record<QuestionTypeCode, BilingualText> = {
  short_question: { en: 'Short question', 'zh-hk': '短題目' },
  multiple_choice: { en: 'Multiple choice', 'zh-hk': '選擇題' },
  short_essay: { en: 'Short essay', 'zh-hk': '短文' },
  filling: { en: 'Filling in', 'zh-hk': '填充' },
  judgment: { en: 'Judgment', 'zh-hk': '判斷' },
};

export const QUESTION_GENRES = ['classical', 'vernacular'] as const;
export type QuestionGenreCode = (typeof QUESTION_GENRES)[number];
export const genreLabels: Record<QuestionGenreCode, BilingualText> = {
  classical: { en: 'Classical', 'zh-hk': '文言' },
  vernacular: { en: 'Vernacular', 'zh-hk': '白話' },
};

/** A section by its letter: 'Section A' / '甲部'; a letter without a Chinese name as 'Section C' / 'C部'. */
export function sectionLabel(section: string): BilingualText {
  if (section === 'A') return { en: 'Section A', 'zh-hk': '甲部' };
  if (section === 'B') return { en: 'Section B', 'zh-hk': '乙部' };
  return { en: `Section ${section}`, 'zh-hk': `${section}部` };
}

const CHINESE_NUMERALS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** A paper by its number: 'Paper 1' / '卷一' (HKDSE's own way of naming papers). */
export function paperLabel(no: number): BilingualText {
  return { en: `Paper ${no}`, 'zh-hk': `卷${CHINESE_NUMERALS[no] ?? no}` };
}

/** A title that starts by naming its paper ('Paper 1 Reading', '卷一 閱讀能力'). */
const NAMES_ITS_PAPER = /^\s*(paper\s*\d+|卷\s*[一二三四五六七八九十\d]+)/i;

/**
 * A paper's heading: its title alone when the title already names the paper ('Paper 1 Reading'), else
 * the paper's number before the title ('Paper 1 Reading' / '卷一 Reading' from 'Reading'). A title is in
 * the exam's own language, as the publisher wrote it.
 */
export function paperHeading(no: number, title: string): BilingualText {
  const name = title.trim();
  if (NAMES_ITS_PAPER.test(name)) return { en: name, 'zh-hk': name };
  const label = paperLabel(no);
  return name ? { en: `${label.en} ${name}`, 'zh-hk': `${label['zh-hk']} ${name}` } : label;
}

/** The heavenly stems a Chinese paper names its parts with (甲 = Part A), as the writing criteria do. */
const STEM_LETTERS: Record<string, string> = { 甲: 'A', 乙: 'B', 丙: 'C', 丁: 'D' };
const CHINESE_WORD = /[\u3400-\u9fff]/;

/**
 * A question by its label, in either language: 'Question 3' / '第3題'; a part of a Chinese paper
 * ('甲') as 'Part A' / '甲部'; any other label in Chinese words names itself, without 'Question'
 * around it.
 */
export function questionName(label: string): BilingualText {
  const trimmed = label.trim();
  const letter = Object.prototype.hasOwnProperty.call(STEM_LETTERS, trimmed) ? STEM_LETTERS[trimmed] : null;
  if (letter) return { en: `Part ${letter}`, 'zh-hk': `${trimmed}部` };
  if (CHINESE_WORD.test(trimmed)) return { en: trimmed, 'zh-hk': trimmed };
  return { en: `Question ${trimmed}`, 'zh-hk': `第${trimmed}題` };
}

/** The writing criteria's codes: the keys of the 'criterion' analysis groups. */
export const WRITING_CRITERIA = [
  'a_content',
  'a_tone',
  'a_organisation',
  'b_content',
  'b_expression',
  'b_structure',
  'b_punctuation',
  'b_homophones',
] as const;
export type WritingCriterionCode = (typeof WRITING_CRITERIA)[number];
export const writingCriterionLabels: Record<WritingCriterionCode, BilingualText> = {
  a_content: { en: 'Part A: content', 'zh-hk': '甲部：內容' },
  a_tone: { en: 'Part A: tone', 'zh-hk': '甲部：語氣' },
  a_organisation: { en: 'Part A: organisation', 'zh-hk': '甲部：組織' },
  b_content: { en: 'Part B: content', 'zh-hk': '乙部：內容' },
  b_expression: { en: 'Part B: expression', 'zh-hk': '乙部：表達' },
  b_structure: { en: 'Part B: structure', 'zh-hk': '乙部：結構' },
  b_punctuation: { en: 'Part B: punctuation and font', 'zh-hk': '乙部：標點及字體' },
  b_homophones: { en: 'Part B: homophones', 'zh-hk': '乙部：同音字' },
};

/** Below level 1. Levels 5** to 1 are shown as they are; U, and CSD's attainment, have names. */
export const UNCLASSIFIED_LEVEL = 'U';
export const levelLabels = {
  unclassified: { en: 'Unclassified', 'zh-hk': '未能評級' },
  attained: { en: 'Attained', 'zh-hk': '達標' },
  unattained: { en: 'Unattained', 'zh-hk': '未達標' },
} satisfies Record<string, BilingualText>;

// Keys come from stored data: an own property only, so 'constructor' is no label.
const labelOf = (labels: Record<string, BilingualText>, key: string): BilingualText | null =>
  Object.prototype.hasOwnProperty.call(labels, key) ? labels[key] : null;

/** A question type's name, or null for a code it does not know. */
export const questionTypeLabel = (type: string): BilingualText | null => labelOf(questionTypeLabels, type);

/** A group's key by name ('type', 'short_question' -> Short question), or null when it has none (abilities). */
export function analysisGroupLabel(dimension: string, key: string): BilingualText | null {
  switch (dimension) {
    case 'section':
      return sectionLabel(key);
    case 'type':
      return questionTypeLabel(key);
    case 'genre':
      return labelOf(genreLabels, key);
    case 'criterion':
      return labelOf(writingCriterionLabels, key);
    default:
      return null;
  }
}
