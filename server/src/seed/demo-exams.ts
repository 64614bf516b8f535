// The demo cycle's exams as data: each subject's papers and questions (with writing criteria for
// the Chinese essays), grade boundaries (CSD: the attained score) and how hard each question is
// for the demo's marks. demo-report.ts writes them; demo-marks.ts marks them.
import type { BoundaryLevel } from '@mockexam/contracts';

export interface DemoQuestion {
  label: string;
  /** Comma list of the pages the question spans. */
  pages: string;
  type: 'short_question' | 'multiple_choice' | 'short_essay' | 'filling' | 'judgment';
  section: 'A' | 'B';
  genre?: 'classical' | 'vernacular';
  /** The ability as the exam's own language says it; ABILITY_NAMES gives it in both. */
  ability: string;
  max: number;
  correct?: string[];
  criteria?: [code: string, max: number][];
  /** 0 (everyone scores) to 1 (nobody does): shifts the demo marks. */
  difficulty: number;
}

export interface DemoExam {
  subject: 'chi' | 'eng' | 'hist' | 'csd';
  title2: { zh: string; en: string };
  english: boolean;
  hasReport: boolean;
  /** Questions of paper 1, paper 2, ... */
  papers: DemoQuestion[][];
  cuts?: Record<BoundaryLevel, number>;
  attainMin?: number;
}

/** Every demo ability in both languages, keyed as the questions name it. */
export const ABILITY_NAMES: Record<string, { zh: string; en: string }> = {
  字詞: { zh: '字詞', en: 'Vocabulary' },
  理解: { zh: '理解', en: 'Comprehension' },
  分析: { zh: '分析', en: 'Analysis' },
  評價: { zh: '評價', en: 'Evaluation' },
  綜合: { zh: '綜合', en: 'Synthesis' },
  實用寫作: { zh: '實用寫作', en: 'Practical writing' },
  命題寫作: { zh: '命題寫作', en: 'Essay writing' },
  史料理解: { zh: '史料理解', en: 'Understanding sources' },
  史料分析: { zh: '史料分析', en: 'Analysing sources' },
  論證: { zh: '論證', en: 'Argument' },
  論述: { zh: '論述', en: 'Discussion' },
  概念理解: { zh: '概念理解', en: 'Understanding concepts' },
  資料分析: { zh: '資料分析', en: 'Data analysis' },
  Comprehension: { zh: '理解', en: 'Comprehension' },
  Vocabulary: { zh: '詞彙', en: 'Vocabulary' },
  Inference: { zh: '推論', en: 'Inference' },
  Grammar: { zh: '文法', en: 'Grammar' },
  Summary: { zh: '摘要', en: 'Summary' },
  'Short writing': { zh: '短篇寫作', en: 'Short writing' },
  'Extended writing': { zh: '長篇寫作', en: 'Extended writing' },
};

const CUTS: Record<BoundaryLevel, number> = { '1': 25, '2': 35, '3': 45, '4': 55, '5': 65, '5*': 75, '5**': 85 };

const choice = (
  label: string,
  pages: string,
  section: 'A' | 'B',
  ability: string,
  max: number,
  correct: string[],
  difficulty: number,
  genre?: DemoQuestion['genre'],
): DemoQuestion => ({ label, pages, type: 'multiple_choice', section, ability, max, correct, difficulty, genre });

const CHI: DemoExam = {
  subject: 'chi',
  title2: { zh: '中國語文科 成績報告', en: 'Chinese Language Report' },
  english: false,
  hasReport: true,
  cuts: CUTS,
  papers: [
    [
      choice('1', '1', 'A', '理解', 2, ['B'], 0.3, 'classical'),
      choice('2', '1', 'A', '理解', 2, ['A', 'C'], 0.55, 'classical'),
      choice('3', '1', 'A', '理解', 2, ['D'], 0.25, 'vernacular'),
      {
        label: '4',
        pages: '1',
        type: 'filling',
        section: 'A',
        genre: 'classical',
        ability: '字詞',
        max: 2,
        difficulty: 0.4,
      },
      {
        label: '5',
        pages: '2',
        type: 'judgment',
        section: 'A',
        genre: 'vernacular',
        ability: '理解',
        max: 2,
        difficulty: 0.3,
      },
      {
        label: '6',
        pages: '2',
        type: 'short_question',
        section: 'A',
        genre: 'vernacular',
        ability: '分析',
        max: 4,
        difficulty: 0.45,
      },
      {
        label: '7',
        pages: '2,3',
        type: 'short_question',
        section: 'A',
        genre: 'classical',
        ability: '分析',
        max: 6,
        difficulty: 0.55,
      },
      choice('8', '3', 'B', '理解', 2, ['C'], 0.35, 'vernacular'),
      {
        label: '9',
        pages: '3',
        type: 'short_question',
        section: 'B',
        genre: 'vernacular',
        ability: '評價',
        max: 6,
        difficulty: 0.6,
      },
      {
        label: '10',
        pages: '4',
        type: 'short_question',
        section: 'B',
        genre: 'classical',
        ability: '綜合',
        max: 8,
        difficulty: 0.65,
      },
      {
        label: '11',
        pages: '4',
        type: 'filling',
        section: 'B',
        genre: 'classical',
        ability: '字詞',
        max: 2,
        difficulty: 0.5,
      },
      {
        label: '12',
        pages: '4',
        type: 'judgment',
        section: 'B',
        genre: 'vernacular',
        ability: '理解',
        max: 2,
        difficulty: 0.3,
      },
    ],
    [
      {
        label: '甲',
        pages: '1,2',
        type: 'short_essay',
        section: 'A',
        ability: '實用寫作',
        max: 30,
        criteria: [
          ['a_content', 12],
          ['a_tone', 8],
          ['a_organisation', 10],
        ],
        difficulty: 0.45,
      },
      {
        label: '乙',
        pages: '3,4',
        type: 'short_essay',
        section: 'B',
        ability: '命題寫作',
        max: 50,
        criteria: [
          ['b_content', 16],
          ['b_expression', 14],
          ['b_structure', 10],
          ['b_punctuation', 5],
          ['b_homophones', 5],
        ],
        difficulty: 0.5,
      },
    ],
  ],
};

const ENG: DemoExam = {
  subject: 'eng',
  title2: { zh: '英國語文科 成績報告', en: 'English Language Report' },
  english: true,
  hasReport: true,
  cuts: CUTS,
  papers: [
    [
      choice('1', '1', 'A', 'Comprehension', 1, ['A'], 0.25),
      choice('2', '1', 'A', 'Comprehension', 1, ['C'], 0.35),
      choice('3', '1', 'A', 'Vocabulary', 1, ['B'], 0.45),
      choice('4', '1', 'A', 'Vocabulary', 1, ['D'], 0.55),
      choice('5', '1', 'A', 'Inference', 1, ['B', 'D'], 0.6),
      choice('6', '1', 'A', 'Inference', 1, ['A'], 0.4),
      { label: '7', pages: '2', type: 'filling', section: 'A', ability: 'Vocabulary', max: 2, difficulty: 0.4 },
      { label: '8', pages: '2', type: 'filling', section: 'A', ability: 'Grammar', max: 2, difficulty: 0.5 },
      {
        label: '9',
        pages: '2',
        type: 'short_question',
        section: 'B',
        ability: 'Comprehension',
        max: 4,
        difficulty: 0.4,
      },
      {
        label: '10',
        pages: '2,3',
        type: 'short_question',
        section: 'B',
        ability: 'Inference',
        max: 4,
        difficulty: 0.55,
      },
      { label: '11', pages: '3', type: 'short_question', section: 'B', ability: 'Summary', max: 4, difficulty: 0.6 },
      { label: '12', pages: '3', type: 'judgment', section: 'B', ability: 'Comprehension', max: 1, difficulty: 0.3 },
    ],
    [
      { label: 'A', pages: '1', type: 'short_essay', section: 'A', ability: 'Short writing', max: 21, difficulty: 0.4 },
      {
        label: 'B',
        pages: '2',
        type: 'short_essay',
        section: 'B',
        ability: 'Extended writing',
        max: 42,
        difficulty: 0.5,
      },
    ],
  ],
};

const HIST: DemoExam = {
  subject: 'hist',
  title2: { zh: '歷史科 成績報告', en: 'History Report' },
  english: false,
  // The report card without the analysis: the 'coming soon' path.
  hasReport: false,
  cuts: CUTS,
  papers: [
    [
      { label: '1a', pages: '1', type: 'short_question', section: 'A', ability: '史料理解', max: 3, difficulty: 0.3 },
      { label: '1b', pages: '1', type: 'short_question', section: 'A', ability: '史料分析', max: 4, difficulty: 0.45 },
      { label: '1c', pages: '1,2', type: 'short_question', section: 'A', ability: '論證', max: 6, difficulty: 0.6 },
      { label: '2a', pages: '2', type: 'short_question', section: 'B', ability: '史料理解', max: 3, difficulty: 0.3 },
      { label: '2b', pages: '3', type: 'short_question', section: 'B', ability: '史料分析', max: 5, difficulty: 0.5 },
      { label: '2c', pages: '3', type: 'short_question', section: 'B', ability: '論證', max: 7, difficulty: 0.65 },
    ],
    [
      { label: '1', pages: '1', type: 'short_essay', section: 'A', ability: '論述', max: 25, difficulty: 0.5 },
      { label: '2', pages: '2', type: 'short_essay', section: 'B', ability: '論述', max: 25, difficulty: 0.55 },
    ],
  ],
};

const CSD: DemoExam = {
  subject: 'csd',
  title2: { zh: '公民與社會發展科 成績報告', en: 'Citizenship and Social Development Report' },
  english: false,
  hasReport: true,
  attainMin: 40,
  papers: [
    [
      ...['1', '2', '3', '4', '5', '6', '7', '8'].map((label, i) =>
        choice(label, '1', 'A', '概念理解', 1, [['A'], ['B'], ['C'], ['D']][i % 4], 0.25 + i * 0.05),
      ),
      { label: '9', pages: '1', type: 'judgment', section: 'A', ability: '概念理解', max: 1, difficulty: 0.3 },
      { label: '10', pages: '1', type: 'judgment', section: 'A', ability: '概念理解', max: 1, difficulty: 0.4 },
      { label: '11', pages: '2', type: 'short_question', section: 'B', ability: '資料分析', max: 4, difficulty: 0.45 },
      { label: '12', pages: '2', type: 'short_question', section: 'B', ability: '資料分析', max: 4, difficulty: 0.5 },
      { label: '13', pages: '2', type: 'short_question', section: 'B', ability: '論證', max: 4, difficulty: 0.55 },
      { label: '14', pages: '3', type: 'short_question', section: 'B', ability: '論證', max: 8, difficulty: 0.6 },
    ],
  ],
};

export const DEMO_EXAMS: DemoExam[] = [CHI, ENG, HIST, CSD];
