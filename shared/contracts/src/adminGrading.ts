// The back office's grading side: exams and their papers, questions, grade boundaries,
// grading runs, publishing and item analysis. Marks come in through marksImport.ts.
import { z } from 'zod';
import { IdParam, IsoDateTime, SubjectCode } from './common';
import { QuestionType, WritingCriterion } from './report';

/** Levels a run gives, best first. 'U' is Unclassified (below level 1). */
export const GRADE_LEVELS = ['5**', '5*', '5', '4', '3', '2', '1', 'U'] as const;
export const GradeLevel = z.enum(GRADE_LEVELS);
export type GradeLevel = z.infer<typeof GradeLevel>;
/** Levels with a cut score, lowest first (the order the cut scores must increase in). */
export const BOUNDARY_LEVELS = ['1', '2', '3', '4', '5', '5*', '5**'] as const;
export type BoundaryLevel = (typeof BOUNDARY_LEVELS)[number];

export const MAX_QUESTION_SCORE = 200;
export const MAX_QUESTIONS_PER_PAPER = 200;
export const MAX_PAPERS_PER_EXAM = 4;
/** What keeps an exam from being deleted: candidates' marks, stored scans of its pages, grading runs. */
export const EXAM_DELETE_BLOCKERS = ['marks', 'scans', 'runs'] as const;
export type ExamDeleteBlocker = (typeof EXAM_DELETE_BLOCKERS)[number];

/** A mark: 0 to 200 in steps of 0.5 (numeric(6, 2) holds it). */
export const HalfMark = z
  .number({ error: 'MARKS_SCORE_FORMAT' })
  .min(0, { error: 'MARKS_SCORE_FORMAT' })
  .max(MAX_QUESTION_SCORE, { error: 'MARKS_SCORE_FORMAT' })
  .multipleOf(0.5, { error: 'MARKS_SCORE_FORMAT' });

/** A weighted total or cut score, 0 to 100 with at most 2 decimals. */
export const Percent = z
  .number({ error: 'PERCENT_RANGE' })
  .min(0, { error: 'PERCENT_RANGE' })
  .max(100, { error: 'PERCENT_RANGE' })
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: 'PERCENT_RANGE' });

const hundredths = (n: number) => Math.round(n * 100);
/** Paper weights add up to exactly 100 (compared in hundredths, so 33.33 + 33.33 + 33.34 passes). */
const weightsSumTo100 = (papers: { weight_percent: number }[]) =>
  papers.reduce((sum, p) => sum + hundredths(p.weight_percent), 0) === 10_000;

export const MAX_TITLE_LENGTH = 200;
export const MAX_ABILITY_LENGTH = 40;
const Title = z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(MAX_TITLE_LENGTH);
const OptionalTitle = z.string().trim().max(MAX_TITLE_LENGTH).default('');

/** A text given in both languages or in neither: one blank beside a filled one is refused on the blank one. */
function bothOrNeither(zh: string, en: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const filled = (key: string) => typeof value[key] === 'string' && value[key] !== '';
    if (filled(zh) === filled(en)) return;
    ctx.addIssue({ code: 'custom', path: [filled(zh) ? en : zh], message: 'EXAM_TEXT_BOTH_LANGUAGES' });
  };
}

// --- exams -------------------------------------------------------------------------------------

export const AdminGradingRun = z.object({
  run_id: z.number().int(),
  exam_id: z.number().int(),
  ran_at: IsoDateTime,
  ran_by: z.string().nullable(),
  candidates: z.number().int(),
  /** Level counts ({'5**': 3, ..., 'U': 1}; CSD: {'attained': n, 'unattained': m}). */
  distribution: z.record(z.string(), z.number().int()),
  published_at: IsoDateTime.nullable(),
  published_by: z.string().nullable(),
  /** Whether the reports show this run now (it is the exam's published run). */
  published: z.boolean(),
});
export type AdminGradingRun = z.infer<typeof AdminGradingRun>;

export const AdminExamPaper = z.object({
  exam_paper_id: z.number().int(),
  paper_no: z.number().int(),
  /** The title in the request's language (X-Locale), and in each language. */
  title: z.string(),
  title_zh: z.string(),
  title_en: z.string(),
  weight_percent: z.number(),
  questions: z.number().int(),
  max_score: z.number(),
  /** Marks exist for the paper: its questions can no longer be replaced. */
  has_marks: z.boolean(),
});
export type AdminExamPaper = z.infer<typeof AdminExamPaper>;

export const AdminExam = z.object({
  exam_id: z.number().int(),
  cycle_id: z.number().int(),
  subject: SubjectCode,
  /** The titles in the request's language (X-Locale), and in each language. */
  title1: z.string(),
  title2: z.string(),
  title1_zh: z.string(),
  title1_en: z.string(),
  title2_zh: z.string(),
  title2_en: z.string(),
  follow_page: z.boolean(),
  has_report: z.boolean(),
  has_boundaries: z.boolean(),
  /** When staff archived the exam (kept out of the list unless asked for); null while in use. */
  archived_at: IsoDateTime.nullable(),
  /** What keeps the exam from being deleted (marks, stored scans, grading runs); empty when it may be. */
  delete_blockers: z.array(z.enum(EXAM_DELETE_BLOCKERS)),
  papers: z.array(AdminExamPaper),
  latest_run: AdminGradingRun.nullable(),
  published_run_id: z.number().int().nullable(),
  /** The cycle's candidate_result_release: reports show after it, once a run is published. */
  release_at: IsoDateTime.nullable(),
});
export type AdminExam = z.infer<typeof AdminExam>;

/** GET /api/admin/exams?cycle_id=&archived= : the cycle's exams in use, or with the archived ones too. */
export const AdminExamsQuery = z.object({ cycle_id: IdParam, archived: z.enum(['hide', 'show']).default('hide') });
export const AdminExamsResponse = z.array(AdminExam);
export type AdminExamsResponse = z.infer<typeof AdminExamsResponse>;

/** The exam's texts: the report's first title in both languages, its second title in both or neither. */
const ExamFields = {
  title1_zh: Title,
  title1_en: Title,
  title2_zh: OptionalTitle,
  title2_en: OptionalTitle,
  follow_page: z.boolean().default(true),
  has_report: z.boolean().default(false),
};
const PaperTitles = { title_zh: Title, title_en: Title };

/** POST /api/admin/exams: an exam of a cycle and subject with its papers (weights add up to 100); a cycle and subject may have several. */
export const CreateExamRequest = z
  .object({
    cycle_id: IdParam,
    subject: SubjectCode,
    ...ExamFields,
    papers: z
      .array(z.object({ ...PaperTitles, weight_percent: Percent }))
      .min(1)
      .max(MAX_PAPERS_PER_EXAM)
      .refine(weightsSumTo100, { error: 'EXAM_WEIGHTS_SUM' }),
  })
  .superRefine(bothOrNeither('title2_zh', 'title2_en'));
export type CreateExamRequest = z.input<typeof CreateExamRequest>;

/** PUT /api/admin/exams/:id: `papers` names every paper of the exam once, with its titles and new weight. */
export const UpdateExamRequest = z
  .object({
    ...ExamFields,
    papers: z
      .array(z.object({ exam_paper_id: IdParam, ...PaperTitles, weight_percent: Percent }))
      .min(1)
      .max(MAX_PAPERS_PER_EXAM)
      .refine(weightsSumTo100, { error: 'EXAM_WEIGHTS_SUM' }),
  })
  .superRefine(bothOrNeither('title2_zh', 'title2_en'));
export type UpdateExamRequest = z.input<typeof UpdateExamRequest>;

export const CreateExamResponse = z.object({ exam_id: z.number().int() });

/** PUT /api/admin/exams/:id/archived: archive the exam (out of the lists, its released reports still readable) or bring it back. */
export const ArchiveExamRequest = z.object({ archived: z.boolean() });

// --- questions ---------------------------------------------------------------------------------

/** Comma list of page numbers, e.g. '2,3'. */
export const PageLocation = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,2}(,[1-9]\d{0,2}){0,19}$/, { error: 'QUESTION_PAGE_LOCATION' });
export const QuestionSection = z.enum(['A', 'B']);
export const QuestionGenre = z.enum(['classical', 'vernacular']);
/** A multiple-choice option: a capital letter. */
export const ChoiceOption = z.string().regex(/^[A-Z]$/, { error: 'MARKS_ANSWER_FORMAT' });

export const QuestionCriterion = z.object({
  code: WritingCriterion,
  max_score: HalfMark.refine((n) => n > 0, { error: 'MARKS_SCORE_FORMAT' }),
});

export const QuestionInput = z
  .object({
    label: z.string().trim().min(1).max(20),
    page_location: PageLocation,
    type: QuestionType,
    section: QuestionSection,
    genre: QuestionGenre.nullable().default(null),
    /** The assessed ability in the publisher's words, in both languages or neither. */
    ability_zh: z.string().trim().max(MAX_ABILITY_LENGTH).nullable().default(null),
    ability_en: z.string().trim().max(MAX_ABILITY_LENGTH).nullable().default(null),
    max_score: HalfMark,
    correct_answer: z.array(ChoiceOption).min(1).max(26).nullable().default(null),
    criteria: z.array(QuestionCriterion).max(8).default([]),
  })
  .superRefine((q, ctx) => {
    bothOrNeither('ability_zh', 'ability_en')(q, ctx);
    if (q.correct_answer && q.type !== 'multiple_choice')
      ctx.addIssue({ code: 'custom', path: ['correct_answer'], message: 'QUESTION_ANSWER_NOT_CHOICE' });
    if (q.criteria.length > 0 && q.type !== 'short_essay')
      ctx.addIssue({ code: 'custom', path: ['criteria'], message: 'QUESTION_CRITERIA_NOT_ESSAY' });
    if (new Set(q.criteria.map((c) => c.code)).size !== q.criteria.length)
      ctx.addIssue({ code: 'custom', path: ['criteria'], message: 'QUESTION_CRITERIA_DUPLICATE' });
    const sum = q.criteria.reduce((s, c) => s + c.max_score, 0);
    if (q.criteria.length > 0 && sum !== q.max_score)
      ctx.addIssue({ code: 'custom', path: ['criteria'], message: 'QUESTION_CRITERIA_SUM' });
  });
export type QuestionInput = z.input<typeof QuestionInput>;

/** PUT /api/admin/exam-papers/:id/questions: replaces every question (refused once marks exist). */
export const ReplaceQuestionsRequest = z.object({
  questions: z
    .array(QuestionInput)
    .min(1)
    .max(MAX_QUESTIONS_PER_PAPER)
    .superRefine((questions, ctx) => {
      const seen = new Set<string>();
      questions.forEach((q, i) => {
        if (seen.has(q.label))
          ctx.addIssue({ code: 'custom', path: [i, 'label'], message: 'QUESTION_LABEL_DUPLICATE' });
        seen.add(q.label);
      });
    }),
});
export type ReplaceQuestionsRequest = z.input<typeof ReplaceQuestionsRequest>;

export const AdminQuestion = z.object({
  question_id: z.number().int(),
  label: z.string(),
  page_location: z.string(),
  type: QuestionType,
  section: QuestionSection,
  genre: QuestionGenre.nullable(),
  ability_zh: z.string().nullable(),
  ability_en: z.string().nullable(),
  max_score: z.number(),
  correct_answer: z.array(z.string()).nullable(),
  criteria: z.array(z.object({ code: WritingCriterion, max_score: z.number() })),
});
export type AdminQuestion = z.infer<typeof AdminQuestion>;

/** GET (and PUT's answer) /api/admin/exam-papers/:id/questions */
export const AdminPaperQuestionsResponse = z.object({
  exam_paper_id: z.number().int(),
  has_marks: z.boolean(),
  questions: z.array(AdminQuestion),
});
export type AdminPaperQuestionsResponse = z.infer<typeof AdminPaperQuestionsResponse>;

// --- grade boundaries --------------------------------------------------------------------------

const LevelCuts = z.object(
  Object.fromEntries(BOUNDARY_LEVELS.map((l) => [l, Percent])) as Record<BoundaryLevel, typeof Percent>,
);

/**
 * PUT /api/admin/exams/:id/boundaries: cut scores on the weighted total. Graded subjects give the
 * seven levels (strictly increasing from '1' to '5**') and no attain_min_score; Citizenship and
 * Social Development gives attain_min_score only.
 */
export const BoundariesRequest = z.object({
  levels: LevelCuts.nullable().superRefine((levels, ctx) => {
    if (!levels) return;
    BOUNDARY_LEVELS.slice(1).forEach((level, i) => {
      if (levels[level] <= levels[BOUNDARY_LEVELS[i]])
        ctx.addIssue({ code: 'custom', path: [level], message: 'BOUNDARIES_NOT_INCREASING' });
    });
  }),
  attain_min_score: Percent.nullable(),
});
export type BoundariesRequest = z.infer<typeof BoundariesRequest>;
export const BoundariesResponse = BoundariesRequest;

// --- grading runs ------------------------------------------------------------------------------

/** GET /api/admin/exams/:id/grading-runs (newest first) */
export const AdminGradingRunsResponse = z.array(AdminGradingRun);

/**
 * POST /api/admin/exams/:id/grading-runs: the new run. A run replaces the exam's results, so a
 * published earlier run is unpublished (`unpublished_run_id`): reports are hidden until staff
 * publish again.
 */
export const GradingRunResponse = AdminGradingRun.extend({ unpublished_run_id: z.number().int().nullable() });
export type GradingRunResponse = z.infer<typeof GradingRunResponse>;

/** POST /api/admin/exams/:id/publish: only the exam's latest run may be published. */
export const PublishRunRequest = z.object({ run_id: IdParam });

// --- item analysis -----------------------------------------------------------------------------

export const ItemFlag = z.enum(['too_hard', 'too_easy', 'low_discrimination']);
export type ItemFlag = z.infer<typeof ItemFlag>;

export const ItemStatistic = z.object({
  question_id: z.number().int(),
  label: z.string(),
  type: QuestionType,
  max_score: z.number(),
  mean: z.number().nullable(),
  /** Mean over full marks, 0 to 100. */
  facility: z.number().nullable(),
  sd: z.number().nullable(),
  /** Pearson correlation with the rest of the paper (the paper total without this question). */
  discrimination: z.number().nullable(),
  /** Discrimination as a percentage of the most the score distribution allows. */
  discriminative_efficiency: z.number().nullable(),
  flags: z.array(ItemFlag),
});
export type ItemStatistic = z.infer<typeof ItemStatistic>;

export const PaperStatistic = z.object({
  exam_paper_id: z.number().int(),
  paper_no: z.number().int(),
  title_zh: z.string(),
  title_en: z.string(),
  candidates: z.number().int(),
  max_score: z.number(),
  mean: z.number().nullable(),
  sd: z.number().nullable(),
  /** Cronbach's alpha of the paper's questions. */
  alpha: z.number().nullable(),
  /** Standard error of measurement: sd × √(1 − alpha). */
  sem: z.number().nullable(),
  questions: z.array(ItemStatistic),
});
export type PaperStatistic = z.infer<typeof PaperStatistic>;

/** GET /api/admin/exams/:id/item-analysis: from the marks as they are now. */
export const ItemAnalysisResponse = z.object({ exam_id: z.number().int(), papers: z.array(PaperStatistic) });
export type ItemAnalysisResponse = z.infer<typeof ItemAnalysisResponse>;

// --- marking guidelines ------------------------------------------------------------------------

export const MAX_GUIDELINES_PER_PAPER = 500;
export const MAX_GUIDELINE_LENGTH = 2000;

/** A guideline: the question (by label), one of the pages it spans, and the marking suggestion. */
export const GuidelineInput = z.object({
  label: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(20),
  page: z.number().int().min(1).max(999),
  suggestion: z
    .string()
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(MAX_GUIDELINE_LENGTH, { error: 'GUIDELINE_TOO_LONG' }),
});
export type GuidelineInput = z.input<typeof GuidelineInput>;

/**
 * PUT /api/admin/exam-papers/:id/guidelines: replaces every guideline of the paper's questions. A label the
 * paper has no question for, or a page outside the question's page_location, is refused (400, per field).
 */
export const ReplaceGuidelinesRequest = z.object({
  guidelines: z.array(GuidelineInput).max(MAX_GUIDELINES_PER_PAPER, { error: 'GUIDELINES_TOO_MANY' }),
});
export type ReplaceGuidelinesRequest = z.input<typeof ReplaceGuidelinesRequest>;

export const AdminGuideline = z.object({
  question_id: z.number().int(),
  label: z.string(),
  page: z.number().int(),
  suggestion: z.string(),
});
export type AdminGuideline = z.infer<typeof AdminGuideline>;

/** GET (and PUT's answer) /api/admin/exam-papers/:id/guidelines: by question order, then as entered. */
export const AdminPaperGuidelinesResponse = z.object({
  exam_paper_id: z.number().int(),
  guidelines: z.array(AdminGuideline),
});
export type AdminPaperGuidelinesResponse = z.infer<typeof AdminPaperGuidelinesResponse>;
