// Who may run a question's marking: staff, and the question's chief marker (a marker whose assignment
// on it has the role chief). Routes declare access ['staff', 'marker'] and call these first.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { AppError, notFound, unauthenticated } from '../../lib/app-error';
import type { AuditActor } from '../../lib/audit';
import type { AuthContext } from '../accounts/principal';

export interface MarkedQuestion {
  id: number;
  exam_paper_id: number;
  exam_id: number;
  label: string;
  max_score: number;
}

const notChief = () => new AppError(403, 'MARKING_NOT_CHIEF', 'MARKING_NOT_CHIEF');

/** The question (404 when there is none); 403 MARKING_NOT_CHIEF unless staff or its chief. */
export async function requireChiefOrStaff(
  q: Queryable,
  auth: AuthContext | null,
  questionId: number,
): Promise<MarkedQuestion> {
  if (!auth?.userId) throw unauthenticated();
  const { rows } = await q.query<MarkedQuestion & { chief: boolean }>(
    `select qq.id, qq.exam_paper_id, ep.exam_id, qq.label, qq.max_score,
            exists (select 1 from marking_assignments a
                     where a.question_id = qq.id and a.marker_id = $2 and a.role = 'chief') as chief
       from questions qq join exam_papers ep on ep.id = qq.exam_paper_id
      where qq.id = $1`,
    [questionId, auth.userId],
  );
  const question = rows[0];
  if (!question) throw notFound();
  if (auth.role !== 'staff' && !(auth.role === 'marker' && question.chief)) throw notChief();
  const { chief: _chief, ...rest } = question;
  return rest;
}

/** The questions of a paper the caller may follow: every one for staff, a chief's own otherwise. */
export async function chiefQuestionsOfPaper(q: Queryable, auth: AuthContext | null, paperId: number) {
  if (!auth?.userId) throw unauthenticated();
  const paper = await q.query('select 1 from exam_papers where id = $1', [paperId]);
  if (!paper.rows[0]) throw notFound();
  const { rows } = await q.query<{ id: number }>(
    `select qq.id from questions qq
      where qq.exam_paper_id = $1
        and ($3 or exists (select 1 from marking_assignments a
                            where a.question_id = qq.id and a.marker_id = $2 and a.role = 'chief'))
      order by qq.sort_order, qq.id`,
    [paperId, auth.userId, auth.role === 'staff'],
  );
  if (rows.length === 0 && auth.role !== 'staff') throw notChief();
  return rows.map((r) => r.id);
}

/** The audit's actor of a chief's or staff's call. */
export function markingActor(request: FastifyRequest): AuditActor {
  if (!request.auth?.userId) throw unauthenticated();
  return { userId: request.auth.userId, role: request.auth.role === 'staff' ? 'staff' : 'marker' };
}
