// On-screen marking: markers (staff-realm accounts with the marker role) mark scanned scripts one
// question at a time. An "item" is one candidate's answer to one question; a "task" is one marking
// wanted of an item (round 1; round 2 by a second marker; round 3 by a chief beyond tolerance) or of a
// reference script (practice, qualification, seed). Markers see only script codes, never who wrote it.
//
// Markers (access marker; the chief of a question is a marker with role chief on it):
//   GET    /api/marking/assignments                       my questions and where I stand on each
//   POST   /api/marking/questions/:id/claim               the next task for me (practice, qualification,
//                                                         live, a seed unknown to me, or third marking for a chief)
//   POST   /api/marking/tasks/:id/lease                   renew my lease while I work
//   DELETE /api/marking/tasks/:id/lease                   give the task back (I leave)
//   GET    /api/marking/tasks/:id/pages/:page/image       the task's region of that scanned page (JPEG, ?access_token=)
//   PUT    /api/marking/tasks/:id/mark                    submit or change my mark; header Idempotency-Key
//   POST   /api/marking/tasks/:id/flag                    flag the item to the chief
//   GET    /api/marking/questions/:id/recent              my last marked tasks of the question (to go back)
//   GET    /api/marking/tasks/:id                         one of my tasks again (to change its mark)
// Chiefs of the question, and staff:
//   GET|PUT /api/marking/questions/:id/settings
//   GET    /api/marking/questions/:id/references          practice, qualification and seed scripts
//   POST   /api/marking/questions/:id/references          make one from a candidate's scanned answer
//   DELETE /api/marking/references/:id
//   GET    /api/marking/questions/:id/candidates          scanned candidates to pick a reference from (script codes)
//   GET    /api/marking/questions/:id/flags               open flags; POST /api/marking/flags/:id/resolve
//   GET    /api/marking/papers/:id/progress               per question and per marker figures
//   POST   /api/marking/assignments/:id/pause | /resume
//   POST   /api/marking/assignments/:id/send-back         the marker's live marks since a time go back to the queue
// Staff only:
//   GET|POST /api/admin/markers, PATCH /api/admin/markers/:id (name, school, disabled, password)
//   GET|POST /api/admin/exam-papers/:id/marking/assignments, DELETE /api/admin/marking/assignments/:id
//   POST   /api/admin/exam-papers/:id/marking/open        make the paper's items from its scans (idempotent)
import { z } from 'zod';
import { IdParam } from './common';
import { HalfMark } from './adminGrading';
import { WritingCriterion } from './report';
import { SchoolAccountPassword, SchoolAccountUsername } from './adminSchools';

import { MARKING_MAX_ANNOTATIONS } from './markingValues';

// The lease, the recent list, the annotations' and the images' limits (zod-free, for pages too).
export {
  MARKING_LEASE_SECONDS,
  MARKING_LEASE_RENEW_SECONDS,
  MARKING_RECENT_LIMIT,
  MARKING_MAX_ANNOTATIONS,
  MARKING_IMAGE_MAX_WIDTH,
} from './markingValues';

export const MarkerRole = z.enum(['marker', 'chief']);
export type MarkerRole = z.infer<typeof MarkerRole>;
/** Where a marker stands on a question: practice, then qualification, then live (or paused). */
export const AssignmentStatus = z.enum(['practice', 'qualifying', 'not_qualified', 'live', 'paused']);
export type AssignmentStatus = z.infer<typeof AssignmentStatus>;
export const PausedReason = z.enum(['seeds', 'chief']);
export const FinalRule = z.enum(['mean', 'higher', 'lower']);
export type FinalRule = z.infer<typeof FinalRule>;
export const FlagReason = z.enum(['illegible', 'blank', 'wrong_page', 'concern']);
export type FlagReason = z.infer<typeof FlagReason>;
/** What a task is, as the marker sees it: a seed shows as 'live'. */
export const TaskKind = z.enum(['practice', 'qualification', 'live', 'third']);
export type TaskKind = z.infer<typeof TaskKind>;
export const ReferencePurpose = z.enum(['practice', 'qualification', 'seed']);
export type ReferencePurpose = z.infer<typeof ReferencePurpose>;

/** A fraction of the page's width or height. */
const Fraction = z.number({ error: 'MARKING_ANNOTATION_INVALID' }).min(0).max(1);

/** A mark drawn on the page: coordinates are fractions of the whole scanned page. */
export const Annotation = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('tick'), page: z.number().int().min(1).max(64), x: Fraction, y: Fraction }),
    z.object({ kind: z.literal('cross'), page: z.number().int().min(1).max(64), x: Fraction, y: Fraction }),
    z.object({
      kind: z.literal('underline'),
      page: z.number().int().min(1).max(64),
      x: Fraction,
      y: Fraction,
      w: Fraction,
    }),
    z.object({
      kind: z.literal('text'),
      page: z.number().int().min(1).max(64),
      x: Fraction,
      y: Fraction,
      text: z.string().trim().min(1).max(60),
    }),
  ],
  { error: 'MARKING_ANNOTATION_INVALID' },
);
export type Annotation = z.infer<typeof Annotation>;

/** The scores of an essay's writing criteria, by criterion code. */
export const CriteriaScores = z.partialRecord(WritingCriterion, HalfMark);
export type CriteriaScores = z.infer<typeof CriteriaScores>;

// --- the marker's side --------------------------------------------------------------------------

export const MarkingAssignment = z.object({
  id: z.number(),
  question_id: z.number(),
  exam_paper_id: z.number(),
  /** The exam and paper in both languages, e.g. 'Mock 2026 Chinese' / 'Paper 1 Reading'. */
  exam_title_zh: z.string(),
  exam_title_en: z.string(),
  paper_title_zh: z.string(),
  paper_title_en: z.string(),
  label: z.string(),
  max_score: z.number(),
  role: MarkerRole,
  status: AssignmentStatus,
  paused_reason: PausedReason.nullable(),
  /** Live marking is open for the question. */
  open: z.boolean(),
  /** Standardisation: scripts of each kind done / in all, and qualification scripts within tolerance. */
  practice_done: z.number(),
  practice_total: z.number(),
  qualification_done: z.number(),
  qualification_total: z.number(),
  qualification_within: z.number(),
  qualify_min: z.number(),
  /** Live tasks this marker could claim now, tasks they marked, third markings waiting (chiefs). */
  available: z.number(),
  marked: z.number(),
  third_waiting: z.number(),
});
export type MarkingAssignment = z.infer<typeof MarkingAssignment>;
export const MarkingAssignmentsResponse = z.object({ assignments: z.array(MarkingAssignment) });
export type MarkingAssignmentsResponse = z.infer<typeof MarkingAssignmentsResponse>;

/** A rectangle of a page, in fractions of the page (the whole page when the layout has none). */
export const TaskRegion = z.object({
  page: z.number(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  /** The region's image (JPEG); append ?access_token= for an <img>. */
  image_url: z.string(),
});
export type TaskRegion = z.infer<typeof TaskRegion>;

export const TaskQuestion = z.object({
  id: z.number(),
  label: z.string(),
  max_score: z.number(),
  step: z.number(),
  criteria: z.array(z.object({ code: WritingCriterion, max_score: z.number() })),
});

/** A task as the marker's workspace shows it. */
export const MarkingTask = z.object({
  id: z.number(),
  kind: TaskKind,
  script_code: z.string(),
  question: TaskQuestion,
  regions: z.array(TaskRegion),
  lease_until: z.string(),
  /** The marker's own mark when they come back to a task they marked. */
  mark: z
    .object({
      score: z.number(),
      criteria: CriteriaScores.nullable(),
      comment: z.string().nullable(),
      annotations: z.array(Annotation),
    })
    .nullable(),
});
export type MarkingTask = z.infer<typeof MarkingTask>;

/** Why there is no task to claim. */
export const NoTaskReason = z.enum(['done', 'not_open', 'paused', 'not_qualified', 'waiting']);
export const ClaimResponse = z.object({ task: MarkingTask.nullable(), reason: NoTaskReason.nullable() });
export type ClaimResponse = z.infer<typeof ClaimResponse>;

export const LeaseResponse = z.object({ lease_until: z.string() });

/** PUT /api/marking/tasks/:id/mark (header Idempotency-Key, ≤200 characters). */
export const SubmitMarkRequest = z.object({
  score: HalfMark,
  criteria: CriteriaScores.nullable().default(null),
  comment: z.string().trim().max(1000, { error: 'MARKING_COMMENT_TOO_LONG' }).nullable().default(null),
  annotations: z.array(Annotation).max(MARKING_MAX_ANNOTATIONS, { error: 'MARKING_TOO_MANY_ANNOTATIONS' }).default([]),
});
export type SubmitMarkRequest = z.input<typeof SubmitMarkRequest>;

export const SubmitMarkResponse = z.object({
  task_id: z.number(),
  kind: TaskKind,
  score: z.number(),
  /** After a practice script: the definitive mark and the chief's note; null otherwise. */
  definitive: z.object({ score: z.number(), note: z.string().nullable() }).nullable(),
  /** The marker's status on the question after this mark (qualified, paused ...). */
  status: AssignmentStatus,
});
export type SubmitMarkResponse = z.infer<typeof SubmitMarkResponse>;

export const FlagRequest = z.object({
  reason: FlagReason,
  note: z.string().trim().max(500, { error: 'MARKING_NOTE_TOO_LONG' }).nullable().default(null),
});
export type FlagRequest = z.input<typeof FlagRequest>;

export const RecentMark = z.object({
  task_id: z.number(),
  script_code: z.string(),
  kind: TaskKind,
  score: z.number(),
  submitted_at: z.string(),
  /** False once the item's mark is final by a chief's third marking. */
  changeable: z.boolean(),
});
export const RecentMarksResponse = z.object({ marks: z.array(RecentMark) });
export type RecentMarksResponse = z.infer<typeof RecentMarksResponse>;

// --- chiefs and staff ---------------------------------------------------------------------------

export const MarkingSettings = z.object({
  step: z.union([z.literal(0.5), z.literal(1)], { error: 'MARKING_STEP_INVALID' }),
  tolerance: HalfMark,
  qualify_min: z
    .number({ error: 'MARKING_QUALIFY_MIN_RANGE' })
    .int({ error: 'MARKING_QUALIFY_MIN_RANGE' })
    .min(0, { error: 'MARKING_QUALIFY_MIN_RANGE' })
    .max(50, { error: 'MARKING_QUALIFY_MIN_RANGE' }),
  seed_every: z
    .number({ error: 'MARKING_SEED_EVERY_RANGE' })
    .int({ error: 'MARKING_SEED_EVERY_RANGE' })
    .min(0, { error: 'MARKING_SEED_EVERY_RANGE' })
    .max(100, { error: 'MARKING_SEED_EVERY_RANGE' }),
  seed_fail_limit: z
    .number({ error: 'MARKING_SEED_FAIL_LIMIT_RANGE' })
    .int({ error: 'MARKING_SEED_FAIL_LIMIT_RANGE' })
    .min(1, { error: 'MARKING_SEED_FAIL_LIMIT_RANGE' })
    .max(20, { error: 'MARKING_SEED_FAIL_LIMIT_RANGE' }),
  double_share: z
    .number({ error: 'MARKING_DOUBLE_SHARE_RANGE' })
    .int({ error: 'MARKING_DOUBLE_SHARE_RANGE' })
    .min(0, { error: 'MARKING_DOUBLE_SHARE_RANGE' })
    .max(100, { error: 'MARKING_DOUBLE_SHARE_RANGE' }),
  final_rule: FinalRule,
  open: z.boolean(),
});
export type MarkingSettings = z.infer<typeof MarkingSettings>;
export const MarkingSettingsResponse = MarkingSettings.extend({
  question_id: z.number(),
  label: z.string(),
  max_score: z.number(),
  /** An essay's writing criteria (a reference's definitive mark is given by them); absent or empty otherwise. */
  criteria: z.array(z.object({ code: WritingCriterion, max_score: z.number() })).optional(),
});

export const MarkingReference = z.object({
  id: z.number(),
  purpose: ReferencePurpose,
  script_code: z.string(),
  definitive_score: z.number(),
  definitive_criteria: CriteriaScores.nullable(),
  note: z.string().nullable(),
  regions: z.array(TaskRegion),
  /** Markers who have marked it. */
  marked: z.number(),
});
export const MarkingReferencesResponse = z.object({ references: z.array(MarkingReference) });
export type MarkingReferencesResponse = z.infer<typeof MarkingReferencesResponse>;

export const CreateReferenceRequest = z.object({
  /** A scanned candidate's script, by the code GET .../candidates lists (no names). */
  script_code: z.string().trim().min(1).max(40),
  purpose: ReferencePurpose,
  definitive_score: HalfMark,
  definitive_criteria: CriteriaScores.nullable().default(null),
  note: z.string().trim().max(500, { error: 'MARKING_NOTE_TOO_LONG' }).nullable().default(null),
});
export type CreateReferenceRequest = z.input<typeof CreateReferenceRequest>;

/** The most scripts one page of GET .../candidates lists. */
export const MAX_REFERENCE_CANDIDATES_PAGE = 100;
export const ReferenceCandidatesQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_REFERENCE_CANDIDATES_PAGE).default(20),
});
export const ReferenceCandidatesResponse = z.object({
  scripts: z.array(z.object({ script_code: z.string(), regions: z.array(TaskRegion) })),
  total: z.number(),
});

export const MarkingFlag = z.object({
  id: z.number(),
  task_id: z.number(),
  script_code: z.string(),
  marker_name: z.string(),
  reason: FlagReason,
  note: z.string().nullable(),
  created_at: z.string(),
  regions: z.array(TaskRegion),
});
export const MarkingFlagsResponse = z.object({ flags: z.array(MarkingFlag) });
export const ResolveFlagRequest = z.object({
  /** Return the item to the queue to be marked again (its marks of that round are removed). */
  requeue: z.boolean().default(false),
});

export const QuestionProgress = z.object({
  question_id: z.number(),
  label: z.string(),
  max_score: z.number(),
  open: z.boolean(),
  items: z.number(),
  final: z.number(),
  remaining: z.number(),
  in_second: z.number(),
  in_third: z.number(),
  open_flags: z.number(),
  /** Mean and standard deviation of the question's first marks. */
  mean: z.number().nullable(),
  spread: z.number().nullable(),
});
export const MarkerProgress = z.object({
  assignment_id: z.number(),
  question_id: z.number(),
  marker_id: z.number(),
  name: z.string(),
  role: MarkerRole,
  status: AssignmentStatus,
  paused_reason: PausedReason.nullable(),
  items: z.number(),
  per_hour: z.number().nullable(),
  mean: z.number().nullable(),
  spread: z.number().nullable(),
  /** Share (0..1) of their double-marked items within tolerance of the other marker; null without any. */
  agreement: z.number().nullable(),
  seeds: z.number(),
  seed_failures: z.number(),
});
export const MarkingProgressResponse = z.object({
  questions: z.array(QuestionProgress),
  markers: z.array(MarkerProgress),
});
export type MarkingProgressResponse = z.infer<typeof MarkingProgressResponse>;

export const SendBackRequest = z.object({
  /** Marks submitted at or after this time go back (ISO); all the marker's live marks when null. */
  since: z.iso
    .datetime({ offset: true, error: 'MARKING_SINCE_INVALID' })
    .refine(
      (value) => {
        const year = new Date(value).getUTCFullYear();
        return year >= 2000 && year <= 2100;
      },
      { error: 'DATE_OUT_OF_RANGE' },
    )
    .nullable()
    .default(null),
});
export const SendBackResponse = z.object({ returned: z.number() });
/** An assignment's standing after a pause or resume. */
export const AssignmentStateResponse = z.object({
  id: z.number(),
  status: AssignmentStatus,
  paused_reason: PausedReason.nullable(),
});

// --- staff: markers and assignments ----------------------------------------------------------------

export const Marker = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  school_id: z.number().nullable(),
  school_name_zh: z.string().nullable(),
  school_name_en: z.string().nullable(),
  disabled: z.boolean(),
  assignments: z.number(),
});
export const MarkersResponse = z.object({ markers: z.array(Marker) });
export type MarkersResponse = z.infer<typeof MarkersResponse>;

const MarkerName = z.string({ error: 'MARKER_NAME_REQUIRED' }).trim().min(1, { error: 'MARKER_NAME_REQUIRED' }).max(60);
const SchoolId = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1)
  .nullable();
export const CreateMarkerRequest = z.object({
  username: SchoolAccountUsername,
  password: SchoolAccountPassword,
  name: MarkerName,
  school_id: SchoolId.default(null),
});
export type CreateMarkerRequest = z.input<typeof CreateMarkerRequest>;
export const UpdateMarkerRequest = z.object({
  name: MarkerName.optional(),
  school_id: SchoolId.optional(),
  disabled: z.boolean().optional(),
  password: SchoolAccountPassword.optional(),
});

export const PaperAssignment = z.object({
  id: z.number(),
  question_id: z.number(),
  label: z.string(),
  marker_id: z.number(),
  name: z.string(),
  role: MarkerRole,
  status: AssignmentStatus,
});
export const PaperAssignmentsResponse = z.object({ assignments: z.array(PaperAssignment) });
export const CreateAssignmentRequest = z.object({
  marker_id: IdParam,
  /** One or several questions of the paper. */
  question_ids: z.array(IdParam).min(1).max(100),
  role: MarkerRole.default('marker'),
});
export type CreateAssignmentRequest = z.input<typeof CreateAssignmentRequest>;
export const OpenMarkingResponse = z.object({ items: z.number(), created: z.number() });
