// Archiving and deleting an exam. Archiving only takes it out of the back office's lists: a candidate's
// released report is a result they were given, so it stays readable, and staff can bring the exam back.
// Deleting is for an exam set up by mistake: allowed only while no marks, scans or grading runs rest on it.
import type { ExamDeleteBlocker, MessageKey } from '@mockexam/contracts';
import type { Db } from '../../db';
import { conflict, notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import { DELETE_BLOCKERS_SQL } from './exam-blockers';

const FOREIGN_KEY_VIOLATION = '23503';

const BLOCKER_MESSAGE: Record<ExamDeleteBlocker, MessageKey> = {
  marks: 'EXAM_DELETE_HAS_MARKS',
  scans: 'EXAM_DELETE_HAS_SCANS',
  runs: 'EXAM_DELETE_HAS_RUNS',
};

/** Archives the exam (`archived`) or brings it back; doing what is already done changes and audits nothing. */
export async function setExamArchived(db: Db, actor: AuditActor, examId: number, archived: boolean): Promise<void> {
  await db.tx(async (q) => {
    const { rows } = await q.query<{ archived: boolean }>(
      'select archived_at is not null as archived from exams where id = $1 for update',
      [examId],
    );
    if (!rows[0]) throw notFound();
    if (rows[0].archived === archived) return;
    await q.query(`update exams set archived_at = ${archived ? 'now()' : 'null'} where id = $1`, [examId]);
    await writeAudit(q, actor, archived ? 'exam.archived' : 'exam.unarchived', 'exam', examId);
  });
}

/** Deletes the exam with its papers, questions, pages, guidelines and boundaries; 409 naming what rests on it. */
export async function deleteExam(db: Db, actor: AuditActor, examId: number): Promise<void> {
  try {
    await db.tx(async (q) => {
      // The exam's lock: a marks import or a grading run waits for this, and this for them.
      const { rows } = await q.query<{
        subject: string;
        title1_zh: string;
        title1_en: string;
        blockers: ExamDeleteBlocker[];
      }>(
        `select e.subject_code as subject, e.title1_zh, e.title1_en, ${DELETE_BLOCKERS_SQL} as blockers
           from exams e where e.id = $1 for update`,
        [examId],
      );
      const exam = rows[0];
      if (!exam) throw notFound();
      if (exam.blockers.length > 0) throw conflict(BLOCKER_MESSAGE[exam.blockers[0]]);
      await q.query('delete from exams where id = $1', [examId]);
      const { blockers: _, ...names } = exam;
      await writeAudit(q, actor, 'exam.deleted', 'exam', examId, names);
    });
  } catch (error) {
    // A record of another part of the product that refers to the exam without cascading with it.
    if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) throw conflict('EXAM_IN_USE');
    throw error;
  }
}
