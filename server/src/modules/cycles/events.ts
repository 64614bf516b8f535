// The current cycle and its dates.
import { EVENT_KEYS, MILESTONE_KEYS, type EventsResponse } from '@mockexam/contracts';
import type { Queryable } from '../../db';

export interface CycleRow {
  id: number;
  code: string;
  name_zh: string;
  name_en: string;
}

export async function currentCycle(q: Queryable): Promise<CycleRow | null> {
  const { rows } = await q.query<CycleRow>('select id, code, name_zh, name_en from exam_cycles where is_current');
  return rows[0] ?? null;
}

/** The instant of one event of a cycle, or null. */
export async function cycleEvent(q: Queryable, cycleId: number, key: string): Promise<Date | null> {
  const { rows } = await q.query<{ at: Date }>('select at from cycle_events where cycle_id = $1 and key = $2', [
    cycleId,
    key,
  ]);
  return rows[0]?.at ?? null;
}

export async function cycleEvents(q: Queryable, cycle: CycleRow): Promise<EventsResponse> {
  const { rows } = await q.query<{ key: string; at: Date }>('select key, at from cycle_events where cycle_id = $1', [
    cycle.id,
  ]);
  const byKey = new Map(rows.map((row) => [row.key, row.at.toISOString()]));
  const pick = <K extends string>(keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, byKey.get(key) ?? null])) as Record<K, string | null>;
  const exams = await q.query<{ subject: 'chi'; name_zh: string; name_en: string; date: string | null }>(
    `select s.code as subject, s.name_zh, s.name_en, p.exam_date as date
       from products p join subjects s on s.code = p.subject_code
      where p.cycle_id = $1 and p.active
      order by p.exam_date nulls last, s.sort_order`,
    [cycle.id],
  );
  return {
    ...pick(EVENT_KEYS),
    cycle: { code: cycle.code, name_zh: cycle.name_zh, name_en: cycle.name_en, timezone: 'Asia/Hong_Kong' },
    milestones: pick(MILESTONE_KEYS),
    exams: exams.rows,
  };
}
