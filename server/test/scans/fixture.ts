// A paper ready for scan intake: an exam of its own with two papers, paper 1 of three pages, two school
// candidates and two individuals entered for it (one never scanned), a school candidate of another subject (not entered), and
// a staff session.
import type { Queryable } from '../../src/db';
import { createSession } from '../../src/modules/accounts/sessions';
import type { TestApp } from '../support/app';
import { individualCandidate, newExam, schoolCandidate, twoSchools } from '../support/exams';

export interface IntakeFixture {
  examId: number;
  paperId: number;
  otherPaperId: number;
  /** Entered: two school candidates and an individual. */
  entered: [string, string, string];
  notEntered: string;
  /** Entered, never scanned. */
  absent: string;
  staff: string;
  staffUserId: number;
}

export async function intakeFixture(q: Queryable): Promise<IntakeFixture> {
  const exam = await newExam(q, 'chi', [50, 50]);
  const [paperId, otherPaperId] = [exam.papers[1], exam.papers[2]];
  for (const page of [1, 2, 3]) {
    await q.query("insert into report_pages (exam_paper_id, page, page_number, url) values ($1, $2, $2, 'blank.png')", [
      paperId,
      page,
    ]);
  }
  await q.query("insert into report_pages (exam_paper_id, page, page_number, url) values ($1, 1, 1, 'blank.png')", [
    otherPaperId,
  ]);
  const [schoolA, schoolB] = await twoSchools(q);
  const a = await schoolCandidate(q, schoolA, 'chi', { cycleId: exam.cycleId });
  const b = await schoolCandidate(q, schoolB, 'chi', { cycleId: exam.cycleId });
  const ind = await individualCandidate(q, exam);
  const absent = await individualCandidate(q, exam);
  const late = await schoolCandidate(q, schoolA, 'hist', { cycleId: exam.cycleId });
  const user = await q.query<{ id: number }>(
    `insert into users (realm, username, display_name) values ('staff-realm', $1, 'Scan desk') returning id`,
    [`scan-desk-${exam.examId}-${process.pid}`],
  );
  await q.query('insert into staff (user_id) values ($1)', [user.rows[0].id]);
  const { token } = await createSession(
    q,
    {
      role: 'staff',
      realm: 'staff-realm',
      userId: user.rows[0].id,
      candidateId: null,
      schoolId: null,
      subjectCode: null,
    },
    { persist: false },
  );
  return {
    examId: exam.examId,
    paperId,
    otherPaperId,
    entered: [a.candidate_no, b.candidate_no, ind.candidate_no],
    notEntered: late.candidate_no,
    absent: absent.candidate_no,
    staff: token,
    staffUserId: user.rows[0].id,
  };
}

/** Closes the app, then drops the job queue's schema that sat beside the test's own (PostgreSQL only). */
export async function closeWithJobs(t: TestApp): Promise<void> {
  await t.app.close();
  if (t.db.kind === 'postgres') {
    const { rows } = await t.db.query<{ schema: string }>('select current_schema() as schema');
    await t.db.query(`drop schema if exists ${rows[0].schema}_jobs cascade`);
  }
  await t.cleanup();
}
