// A marker's last marks of a question, newest first: the ones they can go back to and change, unless
// the item's mark became final by a chief's third marking (or it was a standardisation script).
import { MARKING_RECENT_LIMIT, type RecentMarksResponse } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { kindOf } from './marking-queries';

export async function recentMarks(
  q: Queryable,
  questionId: number,
  markerId: number,
): Promise<RecentMarksResponse['marks']> {
  const { rows } = await q.query<{
    task_id: number;
    script_code: string;
    round: number;
    purpose: 'practice' | 'qualification' | 'seed' | null;
    score: number;
    submitted_at: Date;
    overridden: boolean;
  }>(
    `select t.id as task_id, coalesce(i.script_code, r.script_code) as script_code, t.round, r.purpose, m.score,
            m.submitted_at,
            (t.round < 3 and exists (select 1 from marking_tasks third
                                      where third.item_id = t.item_id and third.round = 3 and third.state = 'done'))
              as overridden
       from marking_marks m
       join marking_tasks t on t.id = m.task_id
       left join marking_items i on i.id = t.item_id
       left join marking_references r on r.id = t.reference_id
      where m.marker_id = $1 and t.question_id = $2
      order by m.submitted_at desc, m.id desc
      limit $3`,
    [markerId, questionId, MARKING_RECENT_LIMIT],
  );
  return rows.map((row) => {
    const kind = kindOf(row);
    return {
      task_id: row.task_id,
      script_code: row.script_code,
      kind,
      score: row.score,
      submitted_at: row.submitted_at.toISOString(),
      changeable: kind !== 'practice' && kind !== 'qualification' && !row.overridden,
    };
  });
}
