// Reports: exams, marked pages, questions, answers, guidelines and scores (spec sections 3, 4 and 7).
// All calls are POST with form bodies, as the spec lists them.
import { z } from 'zod';
import { IdParam, LanguageVersion } from './common';

export const ExamIdForm = z.object({ exam_id: IdParam });
export const PaperIdForm = z.object({ paper_id: IdParam });
/** No paper has anywhere near this many pages; the bound keeps page numbers inside every column. */
export const MAX_PAGE = 1000;
export const PaperPageForm = z.object({ paper_id: IdParam, page: z.coerce.number().int().min(1).max(MAX_PAGE) });

export const ExamPaper = z.object({
  paper_id: z.number().int(),
  paper_no: z.number().int(),
  title: z.string(),
  weight_percent: z.number(),
});

/** POST /api/report/get_exam and /api/report/get_exam_by_paper */
export const Exam = z.object({
  exam_id: z.number().int(),
  title1: z.string(),
  title2: z.string(),
  follow_page: z.boolean(),
  has_report: z.boolean(),
  subject: z.string(),
  papers: z.array(ExamPaper),
});
export type Exam = z.infer<typeof Exam>;

export const PageInfo = z.object({
  page: z.number().int(),
  new_page: z.number().int().nullable(),
  page_number: z.number().int(),
  has_marked: z.boolean(),
  /** Unmarked page image. */
  url: z.string(),
  /** Marked page image; load it with the access token appended. */
  local_url: z.string().nullable(),
});
export type PageInfo = z.infer<typeof PageInfo>;
/** POST /api/report/get_page_info */
export const PageInfoResponse = z.object({ pages: z.array(PageInfo) });

export const QuestionType = z.enum(['short_question', 'multiple_choice', 'short_essay', 'filling', 'judgment']);
export const Question = z.object({
  question_id: z.number().int(),
  /** Comma list of page numbers the question spans. */
  page_location: z.string(),
  label: z.string(),
  type: QuestionType,
  section: z.string().nullable(),
  genre: z.string().nullable(),
  ability: z.string().nullable(),
  max_score: z.number(),
  /** Multiple choice: the list of correct options. */
  correct_answer: z.unknown().nullable(),
});
export type Question = z.infer<typeof Question>;

export const Answer = z.object({
  question_id: z.number().int(),
  score: z.number().nullable(),
  /** Multiple choice: a JSON list of chosen options. */
  answer: z.unknown().nullable(),
  comment: z.string().nullable(),
});
export type Answer = z.infer<typeof Answer>;

/** POST /api/report/get_q_a_by_page */
export const QuestionsAndAnswersResponse = z.object({ questions: z.array(Question), answers: z.array(Answer) });

export const GuidelineItem = z.object({ q_id: z.number().int(), page: z.number().int(), suggestion: z.string() });
/** POST /api/report/get_guideline */
export const GuidelineResponse = z.object({ guidelines: z.array(GuidelineItem) });

export const CandidateExamDetails = z.object({
  exam_id: z.number().int(),
  paper_id: z.number().int().nullable(),
  title1: z.string(),
  title2: z.string(),
  candidate_name: z.string(),
  class: z.string().nullable(),
  student_no: z.string().nullable(),
  candidate_id: z.string(),
  language_version: LanguageVersion.nullable(),
  score: z.number().nullable(),
  paper1_score: z.number().nullable(),
  paper2_score: z.number().nullable(),
  section_a_score: z.number().nullable(),
  section_b_score: z.number().nullable(),
  level: z.string().nullable(),
  overall_level: z.string().nullable(),
  average_score_in_school: z.number().nullable(),
  average_score_all_schools: z.number().nullable(),
  rank_in_school: z.number().int().nullable(),
  rank_in_territory: z.number().int().nullable(),
  participants: z.number().int().nullable(),
  dse_score: z.number().nullable(),
  attained: z.boolean().nullable(),
  has_report: z.boolean(),
});
export type CandidateExamDetails = z.infer<typeof CandidateExamDetails>;

/** POST /api/report/get_candidate_all_exam_details (empty body) */
export const CandidateAllExamDetailsResponse = z.array(CandidateExamDetails);

/** GET /api/export/scores?access_token=&exam_id=&lang= (opened in a new tab) */
export const ExportScoresQuery = z.object({
  access_token: z.string().min(1),
  exam_id: IdParam,
  lang: z.enum(['zh-hk', 'en']).default('zh-hk'),
});
