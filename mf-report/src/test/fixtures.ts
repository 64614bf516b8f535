// Report answers shaped as the server sends them: a released Chinese Language exam of two papers, a
// school candidate's result, their pages, questions, answers and guidelines, and a school's analysis. Exam texts
// come as for an English page: in English under the spec's names, and in both languages beside them.
import type {
  AnalysisDimension,
  Answer,
  CandidateExamDetails,
  Exam,
  ExamAnalysisResponse,
  GuidelineResponse,
  PageInfo,
  Question,
  QuestionStatistic,
  SchoolAnalysisResponse,
  SchoolExamsResponse,
} from '@mockexam/contracts';

export const exam: Exam = {
  exam_id: 7,
  title1: '2024-25 Mock Exam: Chinese Language',
  title2: 'Report card',
  title1_zh: '2024-25 模擬考試：中國語文科',
  title1_en: '2024-25 Mock Exam: Chinese Language',
  title2_zh: '成績報告',
  title2_en: 'Report card',
  follow_page: true,
  has_report: true,
  subject: 'chi',
  papers: [
    { paper_id: 71, paper_no: 1, title: 'Reading', title_zh: '閱讀能力', title_en: 'Reading', weight_percent: 50 },
    { paper_id: 72, paper_no: 2, title: 'Writing', title_zh: '寫作能力', title_en: 'Writing', weight_percent: 50 },
  ],
};

/** An exam's titles, the same in the reader's language and in both (a test's own exam). */
export const titles = (en: string, zh = en, subtitle = '') => ({
  title1: en,
  title2: subtitle,
  title1_zh: zh,
  title1_en: en,
  title2_zh: subtitle,
  title2_en: subtitle,
});

export const details = (over: Partial<CandidateExamDetails> = {}): CandidateExamDetails => ({
  exam_id: 7,
  paper_id: 71,
  title1: exam.title1,
  title2: exam.title2,
  title1_zh: exam.title1_zh,
  title1_en: exam.title1_en,
  title2_zh: exam.title2_zh,
  title2_en: exam.title2_en,
  candidate_name: 'Chan Tai Man',
  class: '5C',
  student_no: '12',
  candidate_id: '24000001',
  language_version: 'zh',
  score: 68.456,
  paper1_score: 70,
  paper2_score: 66.5,
  section_a_score: 30,
  section_b_score: 40,
  level: '4',
  overall_level: '4',
  average_score_in_school: 61.2,
  average_score_all_schools: 58.75,
  rank_in_school: 3,
  rank_in_territory: 120,
  participants: 3000,
  dse_score: null,
  attained: null,
  has_report: true,
  ...over,
});

export const page = (over: Partial<PageInfo> = {}): PageInfo => ({
  page: 1,
  new_page: null,
  page_number: 1,
  has_marked: true,
  url: '/api/report/page/71/1',
  local_url: '/api/report/marked/71/1',
  ...over,
});

export const question = (over: Partial<Question> = {}): Question => ({
  question_id: 1,
  page_location: '1',
  label: '1',
  type: 'multiple_choice',
  section: 'A',
  genre: 'classical',
  ability: null,
  ability_zh: null,
  ability_en: null,
  max_score: 2,
  correct_answer: ['B'],
  ...over,
});

export const answer = (over: Partial<Answer> = {}): Answer => ({
  question_id: 1,
  score: 0,
  answer: ['A'],
  comment: null,
  ...over,
});

/** Paper 1: question 1 (MC, wrong) on page 1, question 2 (short) spanning pages 1 and 2. */
export const paper1Pages = [page({ page: 1, page_number: 1 }), page({ page: 2, page_number: 2, has_marked: false })];
export const paper1Answers = {
  1: {
    questions: [
      question(),
      question({
        question_id: 2,
        label: '2',
        type: 'short_question',
        page_location: '1,2',
        max_score: 4,
        correct_answer: null,
      }),
    ],
    answers: [answer(), answer({ question_id: 2, score: 3, answer: '志在四方', comment: 'Well argued.' })],
  },
  2: {
    questions: [
      question({
        question_id: 2,
        label: '2',
        type: 'short_question',
        page_location: '1,2',
        max_score: 4,
        correct_answer: null,
      }),
    ],
    answers: [answer({ question_id: 2, score: 3, answer: '志在四方', comment: 'Well argued.' })],
  },
};
/** Paper 2: one essay. */
export const paper2Answers = {
  questions: [question({ question_id: 9, label: '1', type: 'short_essay', max_score: 50, correct_answer: null })],
  answers: [answer({ question_id: 9, score: 32, answer: null, comment: null })],
};

export const guidelines: GuidelineResponse = {
  guidelines: [{ q_id: 2, page: 1, suggestion: 'Award 1 mark for each point.' }],
};

/** A group's dimension and key, and an ability's names in both languages. */
const group = (dimension: AnalysisDimension, key: string, names: [zh: string, en: string] | null = null) => ({
  dimension,
  key,
  name_zh: names?.[0] ?? null,
  name_en: names?.[1] ?? null,
});

export const analysis: ExamAnalysisResponse = {
  groups: [
    { ...group('type', 'multiple_choice'), max_score: 20, candidate: 50, school: 62.5, all: 58 },
    { ...group('type', 'short_question'), max_score: 30, candidate: 75, school: 60, all: 55.5 },
    { ...group('genre', 'classical'), max_score: 25, candidate: 40, school: 45, all: 50 },
    { ...group('ability', 'Inference', ['推論', 'Inference']), max_score: 10, candidate: 70, school: 65, all: 60 },
  ],
};

export const schoolExams: SchoolExamsResponse = {
  school: { name_zh: '皇仁書院', name_en: "Queen's College" },
  subject: 'chi',
  exams: [
    {
      exam_id: 5,
      ...titles('2023-24 Mock Exam: Chinese Language', '2023-24 模擬考試：中國語文科'),
      has_report: false,
      participants_school: 40,
    },
    {
      exam_id: 7,
      ...titles(exam.title1_en, exam.title1_zh, exam.title2_en),
      title2_zh: exam.title2_zh,
      has_report: true,
      participants_school: 3,
    },
  ],
};

export const roster = {
  students: [
    details(),
    details({
      candidate_name: 'Lee Siu Ming',
      class: '5A',
      student_no: '3',
      candidate_id: '24000002',
      score: 40,
      level: 'U',
      rank_in_school: 3,
    }),
    details({
      candidate_name: 'Wong Ka Yan',
      class: '5C',
      student_no: '20',
      candidate_id: '24000003',
      score: 81.2,
      level: '5*',
      rank_in_school: 1,
    }),
  ],
};

const statistic = (over: Partial<QuestionStatistic>): QuestionStatistic => ({
  question_id: 1,
  paper_no: 1,
  label: '1',
  type: 'multiple_choice',
  max_score: 2,
  facility_school: 50,
  facility_all: 50,
  discrimination_school: 0.3,
  ...over,
});

export const schoolAnalysis: SchoolAnalysisResponse = {
  participants_school: 40,
  participants_all: 3000,
  schools_all: 25,
  average_school: 61.234,
  average_all: 58.75,
  histogram: [
    { from: 40, to: 50, school: 10, all: 600 },
    { from: 50, to: 60, school: 30, all: 2400 },
  ],
  levels: [
    { level: '5**', school: 2, all: 30 },
    { level: 'U', school: 4, all: 600 },
  ],
  groups: [
    { ...group('section', 'A'), max_score: 40, candidate: null, school: 66.5, all: 60 },
    { ...group('genre', 'vernacular'), max_score: 30, candidate: null, school: 71, all: 65.25 },
  ],
  questions: [
    statistic({ question_id: 1, label: '1', facility_school: 80, facility_all: 60 }),
    statistic({ question_id: 2, label: '2', facility_school: 40, facility_all: 55, discrimination_school: -0.12 }),
    statistic({ question_id: 3, label: '3', facility_school: null, facility_all: 50 }),
  ],
};
