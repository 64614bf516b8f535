// The reads of a submit, few round trips each: every marker's every mark runs them, and on a busy
// database each round trip waits its turn.
import type { Queryable } from '../../db';
import { DEFAULT_SETTINGS, settingsJsonSql, type QuestionInfo, type Settings, type TaskRow } from './marking-queries';

/** What a submit checks the mark against: the task's question and its settings (no lock; both change rarely). */
export async function submitContext(
  q: Queryable,
  taskId: number,
): Promise<{ question: QuestionInfo; settings: Settings } | null> {
  const { rows } = await q.query<{ question: QuestionInfo; settings: Settings | null }>(
    `select json_build_object(
              'id', qq.id, 'label', qq.label, 'max_score', qq.max_score::float8, 'type', qq.type,
              'exam_paper_id', qq.exam_paper_id, 'exam_id', ep.exam_id,
              'criteria', coalesce((select json_agg(json_build_object('id', c.id, 'code', c.code,
                                                                      'max_score', c.max_score::float8)
                                                    order by c.sort_order, c.id)
                                      from question_criteria c where c.question_id = qq.id), '[]')) as question,
            ${settingsJsonSql('qq.id')} as settings
       from marking_tasks t
       join questions qq on qq.id = t.question_id
       join exam_papers ep on ep.id = qq.exam_paper_id
      where t.id = $1`,
    [taskId],
  );
  const row = rows[0];
  return row ? { question: row.question, settings: row.settings ?? DEFAULT_SETTINGS } : null;
}

export interface Reference {
  purpose: 'practice' | 'qualification' | 'seed';
  definitive_score: number;
  note: string | null;
}

export type SubmitTask = TaskRow & {
  reference: Reference | null;
  /** The mark this marker already stored under the submit's Idempotency-Key, on whichever task. */
  earlier: { task_id: number; score: number } | null;
};

/**
 * The task, locked, with its reference script and the marker's mark of the same Idempotency-Key. The
 * caller holds the marker's assignment lock, which a retry of the same submit also takes first: this
 * statement starts after such a retry committed, so it sees the retry's mark.
 */
export async function lockedTaskForSubmit(
  q: Queryable,
  taskId: number,
  markerId: number,
  idempotencyKey: string,
): Promise<SubmitTask | null> {
  const { rows } = await q.query<SubmitTask>(
    `select t.id, t.question_id, t.item_id, t.reference_id, t.round, t.marker_id, t.lease_until, t.claimed_at,
            t.state, r.purpose, coalesce(i.script_code, r.script_code) as script_code,
            case when r.id is null then null
                 else json_build_object('purpose', r.purpose, 'definitive_score', r.definitive_score::float8,
                                        'note', r.note) end as reference,
            (select json_build_object('task_id', m.task_id, 'score', m.score::float8)
               from marking_marks m where m.marker_id = $2 and m.idempotency_key = $3) as earlier
       from marking_tasks t
       left join marking_items i on i.id = t.item_id
       left join marking_references r on r.id = t.reference_id
      where t.id = $1
        for update of t`,
    [taskId, markerId, idempotencyKey],
  );
  return rows[0] ?? null;
}
