// A marker's questions and where they stand on each: standardisation figures, whether live marking is
// open, what they could claim now and what they marked (and, for a chief, third markings waiting).
import type { MarkingAssignment } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { DEFAULT_SETTINGS } from './marking-queries';

export async function markerAssignments(q: Queryable, markerId: number): Promise<MarkingAssignment[]> {
  const { rows } = await q.query<MarkingAssignment>(
    `select a.id, a.question_id, qq.exam_paper_id, e.title1_zh as exam_title_zh, e.title1_en as exam_title_en,
            ep.title_zh as paper_title_zh, ep.title_en as paper_title_en, qq.label, qq.max_score,
            a.role, a.status, a.paused_reason, coalesce(s.open, false) as open,
            ref.practice_done, ref.practice_total, ref.qualification_done, ref.qualification_total,
            ref.qualification_within, coalesce(s.qualify_min, $2)::int as qualify_min,
            (select count(*)::int
               from marking_tasks t join marking_items i on i.id = t.item_id
              where t.question_id = a.question_id and t.state = 'open' and t.round < 3
                and (t.lease_until is null or t.lease_until < now())
                and t.returned_from is distinct from a.marker_id
                and not exists (select 1 from candidates c where c.id = i.candidate_id and c.school_id = m.school_id)
                and not exists (select 1 from marking_tasks o
                                 where o.item_id = t.item_id and o.id <> t.id and o.marker_id = a.marker_id))
              as available,
            (select count(*)::int from marking_tasks t
              where t.question_id = a.question_id and t.marker_id = a.marker_id and t.state = 'done'
                and t.item_id is not null) as marked,
            case when a.role = 'chief'
                 then (select count(*)::int from marking_tasks t
                        where t.question_id = a.question_id and t.round = 3 and t.state = 'open')
                 else 0 end as third_waiting
       from marking_assignments a
       join markers m on m.user_id = a.marker_id
       join questions qq on qq.id = a.question_id
       join exam_papers ep on ep.id = qq.exam_paper_id
       join exams e on e.id = ep.exam_id
       left join marking_settings s on s.question_id = a.question_id
       cross join lateral (
         select count(*) filter (where r.purpose = 'practice')::int as practice_total,
                count(*) filter (where r.purpose = 'practice' and mk.task_id is not null)::int as practice_done,
                count(*) filter (where r.purpose = 'qualification')::int as qualification_total,
                count(*) filter (where r.purpose = 'qualification' and mk.task_id is not null)::int as qualification_done,
                count(*) filter (where r.purpose = 'qualification' and mk.within_tolerance)::int as qualification_within
           from marking_references r
           left join lateral (
             select m2.task_id, m2.within_tolerance from marking_tasks t2
               join marking_marks m2 on m2.task_id = t2.id
              where t2.reference_id = r.id and t2.marker_id = a.marker_id limit 1) mk on true
          where r.question_id = a.question_id and r.purpose in ('practice', 'qualification')
       ) ref
      where a.marker_id = $1
      order by e.id desc, ep.paper_no, qq.sort_order, qq.id`,
    [markerId, DEFAULT_SETTINGS.qualify_min],
  );
  return rows;
}
