// A paper's marking progress for its chiefs and staff: per question, how far its items are and how its
// first marks fall; per marker, how much and how fast they mark, how their marks fall, how often a
// second marker agrees with them within tolerance, and their seeds.
import type { MarkingProgressResponse } from '@mockexam/contracts';
import type { Queryable } from '../../db';

const round = (value: number | null, places: number) =>
  value === null ? null : Math.round(Number(value) * 10 ** places) / 10 ** places;

async function questionFigures(q: Queryable, questionIds: number[]) {
  const { rows } = await q.query<MarkingProgressResponse['questions'][number]>(
    `select qq.id as question_id, qq.label, qq.max_score, coalesce(s.open, false) as open,
            coalesce(i.items, 0) as items, coalesce(i.final, 0) as final,
            coalesce(i.items, 0) - coalesce(i.final, 0) as remaining,
            coalesce(i.in_second, 0) as in_second, coalesce(i.in_third, 0) as in_third,
            (select count(*)::int from marking_flags f join marking_tasks t on t.id = f.task_id
              where t.question_id = qq.id and f.resolved_at is null) as open_flags,
            first.mean, first.spread
       from questions qq
       left join marking_settings s on s.question_id = qq.id
       left join lateral (
         select count(*)::int as items,
                count(*) filter (where it.state = 'final')::int as final,
                count(*) filter (where it.state = 'third')::int as in_third,
                count(*) filter (where it.double_marked and not exists (
                  select 1 from marking_tasks t where t.item_id = it.id and t.round = 2 and t.state = 'done'))::int
                  as in_second
           from marking_items it where it.question_id = qq.id) i on true
       left join lateral (
         select avg(mm.score)::float8 as mean, stddev_pop(mm.score)::float8 as spread
           from marking_marks mm join marking_tasks t on t.id = mm.task_id
          where t.question_id = qq.id and t.item_id is not null and t.round = 1) first on true
      where qq.id = any($1::bigint[])
      order by qq.sort_order, qq.id`,
    [questionIds],
  );
  return rows.map((r) => ({ ...r, mean: round(r.mean, 2), spread: round(r.spread, 2) }));
}

interface MarkerFigures {
  assignment_id: number;
  question_id: number;
  marker_id: number;
  name: string;
  role: 'marker' | 'chief';
  status: MarkingProgressResponse['markers'][number]['status'];
  paused_reason: 'seeds' | 'chief' | null;
  items: number;
  mean: number | null;
  spread: number | null;
  seconds: number | null;
  timed: number;
  span: number | null;
  pairs: number | null;
  within: number | null;
  seeds: number;
  seed_failures: number;
}

/**
 * Items per hour: from the seconds each mark took where recorded, else from the time between their
 * first and last mark; null until that says anything.
 */
function perHour(row: MarkerFigures): number | null {
  if (row.timed > 0 && row.seconds && row.seconds > 0) return round(row.timed / (row.seconds / 3600), 1);
  if (row.items > 1 && row.span && row.span > 0) return round(row.items / (row.span / 3600), 1);
  return null;
}

async function markerFigures(q: Queryable, questionIds: number[]) {
  const { rows } = await q.query<MarkerFigures>(
    `with live as (
       select t.question_id, mm.marker_id, mm.score, mm.seconds, mm.submitted_at, t.item_id, t.round
         from marking_marks mm join marking_tasks t on t.id = mm.task_id
        where t.question_id = any($1::bigint[]) and t.item_id is not null
     ), stats as (
       select question_id, marker_id, count(*)::int as items, avg(score)::float8 as mean,
              stddev_pop(score)::float8 as spread, sum(seconds)::float8 as seconds, count(seconds)::int as timed,
              extract(epoch from max(submitted_at) - min(submitted_at))::float8 as span
         from live group by question_id, marker_id
     ), agree as (
       select l.question_id, l.marker_id, count(*)::int as pairs,
              count(*) filter (where abs(l.score - o.score) <= coalesce(s.tolerance, 1))::int as within
         from live l
         join live o on o.item_id = l.item_id and o.round in (1, 2) and o.round <> l.round
         left join marking_settings s on s.question_id = l.question_id
        where l.round in (1, 2)
        group by l.question_id, l.marker_id
     ), seeds as (
       select t.question_id, mm.marker_id, count(*)::int as seeds,
              count(*) filter (where mm.within_tolerance is false)::int as failures
         from marking_marks mm
         join marking_tasks t on t.id = mm.task_id
         join marking_references r on r.id = t.reference_id and r.purpose = 'seed'
        where t.question_id = any($1::bigint[])
        group by t.question_id, mm.marker_id
     )
     select a.id as assignment_id, a.question_id, a.marker_id, u.display_name as name, a.role, a.status,
            a.paused_reason, coalesce(st.items, 0) as items, st.mean, st.spread, st.seconds,
            coalesce(st.timed, 0) as timed, st.span, ag.pairs, ag.within,
            coalesce(sd.seeds, 0) as seeds, coalesce(sd.failures, 0) as seed_failures
       from marking_assignments a
       join questions qq on qq.id = a.question_id
       join users u on u.id = a.marker_id
       left join stats st on st.question_id = a.question_id and st.marker_id = a.marker_id
       left join agree ag on ag.question_id = a.question_id and ag.marker_id = a.marker_id
       left join seeds sd on sd.question_id = a.question_id and sd.marker_id = a.marker_id
      where a.question_id = any($1::bigint[])
      order by qq.sort_order, qq.id, (a.role = 'chief') desc, lower(u.display_name), a.id`,
    [questionIds],
  );
  return rows.map((r) => ({
    assignment_id: r.assignment_id,
    question_id: r.question_id,
    marker_id: r.marker_id,
    name: r.name,
    role: r.role,
    status: r.status,
    paused_reason: r.paused_reason,
    items: r.items,
    per_hour: perHour(r),
    mean: round(r.mean, 2),
    spread: round(r.spread, 2),
    agreement: r.pairs ? round(r.within! / r.pairs, 4) : null,
    seeds: r.seeds,
    seed_failures: r.seed_failures,
  }));
}

export async function paperProgress(q: Queryable, questionIds: number[]): Promise<MarkingProgressResponse> {
  return { questions: await questionFigures(q, questionIds), markers: await markerFigures(q, questionIds) };
}
