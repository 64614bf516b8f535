// What the exams tab's tests are answered with: a cycle with a Chinese and a CSD product, its Chinese exam
// (a reading paper with marks and a writing paper without), a grading run, questions and an item analysis.
import type { AdminCycle } from '@mockexam/api-client';
import type {
  AdminExam,
  AdminGradingRun,
  AdminPaperQuestionsResponse,
  AdminQuestion,
  ItemAnalysisResponse,
} from '@mockexam/contracts';

const product = (id: number, subject: 'chi' | 'csd', zh: string, en: string) => ({
  product_db_id: id,
  product_id: String(id),
  subject,
  name_zh: zh,
  name_en: en,
  subject_name_zh: zh,
  subject_name_en: en,
  price_cents: 35000,
  exam_date: '2024-12-28',
  active: true,
});

export const CYCLE: AdminCycle = {
  cycle_id: 7,
  code: '2024-25',
  name_zh: '2024/25 年度',
  name_en: '2024/25',
  is_current: true,
  events: { candidate_result_release: '2025-02-20T02:00:00.000Z' },
  products: [
    product(11, 'chi', '中國語文', 'Chinese Language'),
    product(12, 'csd', '公民與社會發展', 'Citizenship and Social Development'),
  ],
};

export const RUN: AdminGradingRun = {
  run_id: 12,
  exam_id: 3,
  ran_at: '2025-02-10T03:00:00.000Z',
  ran_by: 'Jane Chan',
  candidates: 40,
  distribution: { '5**': 2, '5*': 4, '5': 6, '4': 8, '3': 10, '2': 6, '1': 3, U: 1 },
  published_at: null,
  published_by: null,
  published: false,
};

export const EXAM: AdminExam = {
  exam_id: 3,
  cycle_id: 7,
  subject: 'chi',
  // As the server answers an English page: the titles in English, and in both languages beside them.
  title1: '2024/25 Mock Exam',
  title2: 'Chinese Language',
  title1_zh: '2024/25 模擬考試',
  title1_en: '2024/25 Mock Exam',
  title2_zh: '中國語文科',
  title2_en: 'Chinese Language',
  follow_page: false,
  has_report: true,
  has_boundaries: true,
  archived_at: null,
  delete_blockers: ['marks', 'runs'],
  papers: [
    {
      exam_paper_id: 31,
      paper_no: 1,
      title: 'Reading',
      title_zh: '閱讀',
      title_en: 'Reading',
      weight_percent: 40,
      questions: 3,
      max_score: 25,
      has_marks: true,
    },
    {
      exam_paper_id: 32,
      paper_no: 2,
      title: 'Writing',
      title_zh: '寫作',
      title_en: 'Writing',
      weight_percent: 60,
      questions: 0,
      max_score: 0,
      has_marks: false,
    },
  ],
  latest_run: RUN,
  published_run_id: null,
  // 10:00 in Hong Kong.
  release_at: '2025-02-20T02:00:00.000Z',
};

export const question = (
  q: Partial<AdminQuestion> & Pick<AdminQuestion, 'label' | 'type' | 'max_score'>,
): AdminQuestion => ({
  question_id: 100,
  page_location: '1',
  section: 'A',
  genre: null,
  ability_zh: null,
  ability_en: null,
  correct_answer: null,
  criteria: [],
  ...q,
});

export const QUESTIONS: AdminQuestion[] = [
  question({ question_id: 101, label: 'Q1', type: 'short_question', max_score: 4 }),
  question({ question_id: 102, label: 'Q2', type: 'multiple_choice', max_score: 1, correct_answer: ['B'] }),
  question({
    question_id: 103,
    label: 'Q3',
    type: 'short_essay',
    max_score: 20,
    section: 'B',
    criteria: [
      { code: 'a_content', max_score: 10 },
      { code: 'a_tone', max_score: 10 },
    ],
  }),
];

export const paperQuestions = (examPaperId: number, hasMarks: boolean): AdminPaperQuestionsResponse => ({
  exam_paper_id: examPaperId,
  has_marks: hasMarks,
  questions: examPaperId === 31 ? QUESTIONS : [],
});

export const ANALYSIS: ItemAnalysisResponse = {
  exam_id: 3,
  papers: [
    {
      exam_paper_id: 31,
      paper_no: 1,
      title_zh: '閱讀',
      title_en: 'Reading',
      candidates: 40,
      max_score: 25,
      mean: 15.2,
      sd: 4.1,
      alpha: 0.812,
      sem: 1.78,
      questions: [
        {
          question_id: 101,
          label: 'Q1',
          type: 'short_question',
          max_score: 4,
          mean: 2.6,
          facility: 65,
          sd: 1.1,
          discrimination: 0.45,
          discriminative_efficiency: 58.3,
          flags: [],
        },
        {
          question_id: 102,
          label: 'Q2',
          type: 'multiple_choice',
          max_score: 1,
          mean: 0.05,
          facility: 5,
          sd: 0.2,
          discrimination: 0.08,
          discriminative_efficiency: 12.5,
          flags: ['too_hard', 'low_discrimination'],
        },
      ],
    },
  ],
};
