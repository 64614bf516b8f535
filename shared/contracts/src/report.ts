// Reports: exams, marked pages, questions, answers, guidelines and scores (spec sections 3, 4 and 7).
// All calls are POST with form bodies, as the spec lists them.
import { z } from 'zod';
import { IdParam, LanguageVersion } from './common';
import { QUESTION_TYPES, WRITING_CRITERIA } from './reportLabels';

/**
 * Whose report a call reads. A candidate always reads their own (the field is ignored); a teacher
 * names one of the school's students for the subject by candidate number; staff may name anyone.
 */
export const ReportCandidate = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9 ]{8,9}$/)
  .transform((v) => v.replace(' ', '').toUpperCase())
  .optional();
export const ExamIdForm = z.object({ exam_id: IdParam, candidate: ReportCandidate });
export const PaperIdForm = z.object({ paper_id: IdParam, candidate: ReportCandidate });
/** No paper has anywhere near this many pages; the bound keeps page numbers inside every column. */
export const MAX_PAGE = 1000;
export const PaperPageForm = z.object({
  paper_id: IdParam,
  page: z.coerce.number().int().min(1).max(MAX_PAGE),
  candidate: ReportCandidate,
});

/**
 * The exam's texts come in the reader's language (the request's X-Locale, else Accept-Language) under the
 * spec's names, and in both languages beside them (`_zh`, `_en`), so a page shows them in its own language.
 */
const ExamTitles = {
  title1: z.string(),
  title2: z.string(),
  title1_zh: z.string(),
  title1_en: z.string(),
  title2_zh: z.string(),
  title2_en: z.string(),
};

export const ExamPaper = z.object({
  paper_id: z.number().int(),
  paper_no: z.number().int(),
  title: z.string(),
  title_zh: z.string(),
  title_en: z.string(),
  weight_percent: z.number(),
});
export type ExamPaper = z.infer<typeof ExamPaper>;

/** POST /api/report/get_exam and /api/report/get_exam_by_paper */
export const Exam = z.object({
  exam_id: z.number().int(),
  ...ExamTitles,
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

export const QuestionType = z.enum(QUESTION_TYPES);
export const Question = z.object({
  question_id: z.number().int(),
  /** Comma list of page numbers the question spans. */
  page_location: z.string(),
  label: z.string(),
  type: QuestionType,
  section: z.string().nullable(),
  genre: z.string().nullable(),
  /** The assessed ability in the reader's language, and in each language. */
  ability: z.string().nullable(),
  ability_zh: z.string().nullable(),
  ability_en: z.string().nullable(),
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
  ...ExamTitles,
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

// --- analysis: one shape for a candidate's report card and a school's analysis -------------

/** What a group of questions is grouped by. Criterion keys are the writing criteria's codes. */
export const AnalysisDimension = z.enum(['section', 'type', 'genre', 'ability', 'criterion']);
export type AnalysisDimension = z.infer<typeof AnalysisDimension>;
export const WritingCriterion = z.enum(WRITING_CRITERIA);

/** Percent of the group's full marks (0 to 100) scored by the candidate, the school and all candidates. */
export const AnalysisGroup = z.object({
  dimension: AnalysisDimension,
  /** A code (section, type, genre, criterion), or an ability in the reader's language. */
  key: z.string(),
  /** An ability's name in each language; null for the codes, which the contracts name. */
  name_zh: z.string().nullable(),
  name_en: z.string().nullable(),
  max_score: z.number(),
  candidate: z.number().nullable(),
  school: z.number().nullable(),
  all: z.number().nullable(),
});
export type AnalysisGroup = z.infer<typeof AnalysisGroup>;

/** POST /api/report/get_exam_analysis (form: exam_id, candidate?) */
export const ExamAnalysisResponse = z.object({ groups: z.array(AnalysisGroup) });
export type ExamAnalysisResponse = z.infer<typeof ExamAnalysisResponse>;

/** POST /api/report/get_school_exams (empty body): the teacher's school, subject and its released exams. */
export const SchoolExamsResponse = z.object({
  school: z.object({ name_zh: z.string(), name_en: z.string() }),
  subject: z.string(),
  exams: z.array(
    z.object({
      exam_id: z.number().int(),
      ...ExamTitles,
      has_report: z.boolean(),
      participants_school: z.number().int(),
    }),
  ),
});
export type SchoolExamsResponse = z.infer<typeof SchoolExamsResponse>;

/** POST /api/report/get_school_roster (form: exam_id): every student of the school for the exam. */
export const SchoolRosterResponse = z.object({ students: z.array(CandidateExamDetails) });
export type SchoolRosterResponse = z.infer<typeof SchoolRosterResponse>;

export const QuestionStatistic = z.object({
  question_id: z.number().int(),
  paper_no: z.number().int(),
  label: z.string(),
  type: QuestionType,
  max_score: z.number(),
  /** Mean score over full marks, 0 to 100 (Moodle's facility index). */
  facility_school: z.number().nullable(),
  facility_all: z.number().nullable(),
  /** Correlation of the question's marks with the rest of the paper, -1 to 1, over the school's students. */
  discrimination_school: z.number().nullable(),
});
export type QuestionStatistic = z.infer<typeof QuestionStatistic>;

/** POST /api/report/get_school_analysis (form: exam_id) */
export const SchoolAnalysisResponse = z.object({
  participants_school: z.number().int(),
  participants_all: z.number().int(),
  schools_all: z.number().int(),
  average_school: z.number().nullable(),
  average_all: z.number().nullable(),
  /** Weighted totals in bins of 10 (0-9.99, ..., 90-100): student counts. */
  histogram: z.array(z.object({ from: z.number(), to: z.number(), school: z.number().int(), all: z.number().int() })),
  /** Levels 5** to U (or Attained / Unattained): counts. */
  levels: z.array(z.object({ level: z.string(), school: z.number().int(), all: z.number().int() })),
  groups: z.array(AnalysisGroup),
  questions: z.array(QuestionStatistic),
});
export type SchoolAnalysisResponse = z.infer<typeof SchoolAnalysisResponse>;

/** GET /api/export/scores?access_token=&exam_id=&lang= (opened in a new tab) */
export const ExportScoresQuery = z.object({
  access_token: z.string().min(1),
  exam_id: IdParam,
  lang: z.enum(['zh-hk', 'en']).default('zh-hk'),
  candidate: ReportCandidate,
});

/** GET /api/export/school_pack?access_token=&exam_id=&lang=&part= : the school's results data pack, one .xlsx per part. */
export const SchoolPackQuery = z.object({
  access_token: z.string().min(1),
  exam_id: IdParam,
  lang: z.enum(['zh-hk', 'en']).default('zh-hk'),
  part: z.enum(['data', 'analysis', 'list']),
});

// --- scanned pages (staff upload) -----------------------------------------------------------------

/** Each scan file at most 5 MB, at most 200 files a call. */
export const SCAN_MAX_BYTES = 5 * 1024 * 1024;
export const SCAN_MAX_FILES = 200;
/** A scan's file name: <candidate_no>_p<page>[_marked].png|jpg|jpeg, e.g. 20000001_p3_marked.png. */
export const SCAN_FILE_NAME = /^([A-Za-z0-9]{8})_p([0-9]{1,4})(_marked)?\.(png|jpe?g)$/i;

/**
 * POST /api/admin/exam-papers/:id/scans (multipart, many files): all or nothing. A refused call
 * answers 400 with the error body's `fields` keyed by file name.
 */
export const ScanUploadResponse = z.object({
  stored: z.array(
    z.object({
      file: z.string(),
      candidate_no: z.string(),
      page: z.number().int(),
      kind: z.enum(['scan', 'marked']),
    }),
  ),
});
export type ScanUploadResponse = z.infer<typeof ScanUploadResponse>;

export type PageInfoResponse = z.infer<typeof PageInfoResponse>;
export type QuestionsAndAnswersResponse = z.infer<typeof QuestionsAndAnswersResponse>;
export type GuidelineItem = z.infer<typeof GuidelineItem>;
export type GuidelineResponse = z.infer<typeof GuidelineResponse>;
