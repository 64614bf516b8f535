// Reading the audit log for people: besides the raw row, who did it by name (a staff member's name, the
// candidate's name, the school of a school account; none for the system) and the object's human name (an
// order's number and candidate, a school's or venue's names, an exam's title...), so the back office can
// write each entry as a sentence in the reader's language. Names are joined at read time: a rename shows.
import type { Queryable } from '../db';

/** The audit row's entity_id as a bigint key of `entity`, null for any other entity (CASE keeps the cast safe). */
const idOf = (entity: string) =>
  `(case when a.entity = '${entity}' and a.entity_id ~ '^[0-9]{1,18}$' then a.entity_id::bigint end)`;

/** A bigint the audit row's data holds under `key`, for the entities listed (an object the entry outlives). */
const dataIdOf = (entities: string[], key: string) =>
  `(case when a.entity in (${entities.map((e) => `'${e}'`).join(', ')}) and a.data->>'${key}' ~ '^[0-9]{1,18}$'
         then (a.data->>'${key}')::bigint end)`;

const OBJECT_LABEL = `
  select o.enrollment_no as ref, c.name as name_zh, c.name as name_en
    from orders o join candidates c on c.id = o.candidate_id where o.id = ${idOf('order')}
  union all
  select s.code, s.name_zh, s.name_en from schools s where s.id = ${idOf('school')}
  union all
  select su.username, sc.name_zh, sc.name_en
    from school_accounts sa join users su on su.id = sa.user_id join schools sc on sc.id = sa.school_id
   where sa.user_id = ${idOf('school_account')}
  union all
  select null, coalesce(e.title1_zh, a.data->>'title1_zh') || '（' || su.name_zh || '）',
         coalesce(e.title1_en, a.data->>'title1_en') || ' (' || su.name_en || ')'
    from (select 1) one left join exams e on e.id = ${idOf('exam')}
    join subjects su on su.code = coalesce(e.subject_code, a.data->>'subject')
   where a.entity = 'exam'
  union all
  select ep.paper_no::text, e.title1_zh || '（' || su.name_zh || '）', e.title1_en || ' (' || su.name_en || ')'
    from exam_papers ep join exams e on e.id = ep.exam_id join subjects su on su.code = e.subject_code
   where ep.id = ${idOf('exam_paper')}
  union all
  select null, v.name_zh, v.name_en from venues v where v.id = ${idOf('venue')}
  union all
  select to_char(vs.starts_at at time zone 'Asia/Hong_Kong', 'YYYY-MM-DD'), v.name_zh, v.name_en
    from venue_sessions vs join venues v on v.id = vs.venue_id where vs.id = ${idOf('venue_session')}
  union all
  select p.code, p.name_zh, p.name_en from products p where p.id = ${idOf('product')}
  union all
  select cy.code, cy.name_zh, cy.name_en from exam_cycles cy where cy.id = ${idOf('cycle')}
  union all
  select pm.code, pm.name_zh, pm.name_en from postage_methods pm where a.entity = 'postage_method' and pm.code = a.entity_id
  union all
  select a.entity_id, coalesce(ph.name_zh, a.data->>'name_zh'), coalesce(ph.name_en, a.data->>'name_en')
    from (select 1) one left join public_holidays ph on ph.date::text = a.entity_id
   where a.entity = 'public_holiday'
  union all
  select uu.username, coalesce(uc.name, uu.display_name), coalesce(uc.name, uu.display_name)
    from users uu left join candidates uc on uc.user_id = uu.id where uu.id = ${idOf('user')}
  union all
  select mu.username, mu.display_name, mu.display_name from users mu where mu.id = ${idOf('marker')}
  union all
  select qq.label, mu.display_name, mu.display_name
    from questions qq, users mu
   where qq.id = ${dataIdOf(['marking_assignment'], 'question_id')}
     and mu.id = ${dataIdOf(['marking_assignment'], 'marker_id')}
  union all
  select qq.label, e.title1_zh || '（' || su.name_zh || '）', e.title1_en || ' (' || su.name_en || ')'
    from questions qq join exam_papers ep on ep.id = qq.exam_paper_id join exams e on e.id = ep.exam_id
    join subjects su on su.code = e.subject_code
   where qq.id = coalesce(${idOf('question')}, ${dataIdOf(['marking_reference', 'marking_flag'], 'question_id')})`;

/** The audit rows with their names; append `where ... order by ... limit ...` (the row is `a`). */
export const AUDIT_ENTRY_SELECT = `
  select a.at, u.display_name as actor, a.actor_role, a.action, a.entity, a.entity_id, a.data,
         case when acs.id is not null then acs.name_zh else coalesce(ac.name, u.display_name) end as actor_name_zh,
         case when acs.id is not null then acs.name_en else coalesce(ac.name, u.display_name) end as actor_name_en,
         obj.ref as object_ref, obj.name_zh as object_name_zh, obj.name_en as object_name_en,
         subj.name_zh as subject_name_zh, subj.name_en as subject_name_en
    from audit_log a
    left join users u on u.id = a.actor_user_id
    left join candidates ac on ac.user_id = a.actor_user_id
    left join school_accounts asa on asa.user_id = a.actor_user_id
    left join schools acs on acs.id = asa.school_id
    left join subjects subj on subj.code = a.data->>'subject'
    left join lateral (${OBJECT_LABEL} limit 1) obj on true`;

export interface AuditEntryRow {
  at: Date;
  actor: string | null;
  actor_role: string | null;
  action: string;
  entity: string;
  entity_id: string;
  data: unknown;
  actor_name_zh: string | null;
  actor_name_en: string | null;
  object_ref: string | null;
  object_name_zh: string | null;
  object_name_en: string | null;
  subject_name_zh: string | null;
  subject_name_en: string | null;
}

export const auditEntry = (row: AuditEntryRow) => ({ ...row, at: row.at.toISOString() });

/** Audit entries matching `condition` (over `a`), in `order`, at most `limit`. */
export async function readAuditEntries(
  q: Queryable,
  condition: string,
  params: unknown[],
  order: string,
  limit?: number,
) {
  const { rows } = await q.query<AuditEntryRow>(
    `${AUDIT_ENTRY_SELECT} where ${condition} order by ${order}${limit === undefined ? '' : ` limit ${limit}`}`,
    params,
  );
  return rows.map(auditEntry);
}
