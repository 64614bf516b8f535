// How a question is marked on screen, as its chief (or staff) sets it. A question without a row is
// marked with the schema's defaults; opening live marking makes the question's items from its scans.
import type { MarkingSettings, WRITING_CRITERIA } from '@mockexam/contracts';
import type { Db, Queryable } from '../../db';
import { badRequest } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import type { MarkedQuestion } from './chief-access';
import { openQuestionMarking } from './items';
import { settingsOf } from './marking-queries';

/** The question's settings as the chief's calls show them (the schema's defaults until set). */
export async function questionSettings(q: Queryable, questionId: number): Promise<MarkingSettings> {
  // The step is 0.5 or 1 by the table's check.
  return (await settingsOf(q, questionId)) as MarkingSettings;
}

/** The settings with the question: its label, full marks and an essay's writing criteria. */
export async function settingsResponse(q: Queryable, question: MarkedQuestion, settings: MarkingSettings) {
  const { rows } = await q.query<{ code: (typeof WRITING_CRITERIA)[number]; max_score: number }>(
    'select code, max_score from question_criteria where question_id = $1 order by sort_order, id',
    [question.id],
  );
  return {
    ...settings,
    question_id: question.id,
    label: question.label,
    max_score: question.max_score,
    criteria: rows,
  };
}

/** Saves every setting; opening live marking makes the question's items (idempotent). */
export async function saveSettings(
  db: Db,
  actor: AuditActor,
  access: (q: Queryable) => Promise<MarkedQuestion>,
  input: MarkingSettings,
) {
  return db.tx(async (q) => {
    const question = await access(q);
    if (input.tolerance > question.max_score) {
      throw badRequest('MARKING_TOLERANCE_ABOVE_MAX', { tolerance: 'MARKING_TOLERANCE_ABOVE_MAX' });
    }
    await q.query(
      `insert into marking_settings (question_id, step, tolerance, qualify_min, seed_every, seed_fail_limit,
                                     double_share, final_rule, open, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (question_id) do update
         set step = excluded.step, tolerance = excluded.tolerance, qualify_min = excluded.qualify_min,
             seed_every = excluded.seed_every, seed_fail_limit = excluded.seed_fail_limit,
             double_share = excluded.double_share, final_rule = excluded.final_rule, open = excluded.open,
             updated_by = excluded.updated_by, updated_at = now()`,
      [
        question.id,
        input.step,
        input.tolerance,
        input.qualify_min,
        input.seed_every,
        input.seed_fail_limit,
        input.double_share,
        input.final_rule,
        input.open,
        actor.userId,
      ],
    );
    const opened = input.open ? await openQuestionMarking(q, question.id) : null;
    await writeAudit(q, actor, 'marking_settings.updated', 'question', question.id, {
      ...input,
      ...(opened ? { items_created: opened.created } : {}),
    });
    return settingsResponse(q, question, input);
  });
}
