// GET /api/events: the dates of the current exam cycle (spec sections 3 and 4).
import { z } from 'zod';
import { IsoDate, IsoDateTime, SubjectCode } from './common';

/** The event keys the spec names; the client derives phases from them. */
export const EVENT_KEYS = [
  'candidate_result_release',
  'person_enrol_start',
  'person_enrol_end',
  'school_reg_end',
  'school_reg_complete',
] as const;
export const EventKey = z.enum(EVENT_KEYS);
export type EventKey = z.infer<typeof EventKey>;

/** Further dates of a cycle that the instructions and FAQ pages show. */
export const MILESTONE_KEYS = [
  'tickets_sent_by',
  'answer_books_due',
  'report_cards_from',
  'school_late_contact',
] as const;
export const MilestoneKey = z.enum(MILESTONE_KEYS);
export type MilestoneKey = z.infer<typeof MilestoneKey>;

export const CycleSummary = z.object({
  code: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  /** Every deadline is Hong Kong time. */
  timezone: z.literal('Asia/Hong_Kong'),
});
export type CycleSummary = z.infer<typeof CycleSummary>;

export const ExamDate = z.object({
  subject: SubjectCode,
  name_zh: z.string(),
  name_en: z.string(),
  /** Hong Kong calendar date of the exam. */
  date: IsoDate.nullable(),
});

/**
 * GET /api/events. The spec's event keys sit at the top level (every key present, null
 * when the cycle has no such date), beside the cycle, the milestones and the exam dates.
 */
export const EventsResponse = z.object({
  candidate_result_release: IsoDateTime.nullable(),
  person_enrol_start: IsoDateTime.nullable(),
  person_enrol_end: IsoDateTime.nullable(),
  school_reg_end: IsoDateTime.nullable(),
  school_reg_complete: IsoDateTime.nullable(),
  cycle: CycleSummary,
  milestones: z.record(MilestoneKey, IsoDateTime.nullable()),
  exams: z.array(ExamDate),
});
export type EventsResponse = z.infer<typeof EventsResponse>;
export type EventDates = Pick<EventsResponse, EventKey>;
