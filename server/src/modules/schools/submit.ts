// POST /school/submit: the server checks every row again, in one transaction under the batch lock.
// Errors: they are stored, the list is 'rejected' and the answer names their rows. No errors: the
// subject must be registered, a venue registration's held seats become the number of candidates
// (more taken with the guarded update, the surplus given back), and every student has a candidate
// and an account (candidates.ts). Lock order: batch, registration, venue sessions (ascending id).
// A completed submission is told to the subject's teachers in the same transaction.
import type { SchoolSubmitResponse } from '@mockexam/contracts';
import type { Db } from '../../db';
import { conflict } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import type { Revocation } from '../accounts/session-cache';
import { lockBatch, readBatch, relinkRows, revalidate } from './batch';
import { syncCandidates } from './candidates';
import { openCycle, type SchoolScope } from './context';
import { moveHeldSeats } from './held-seats';
import type { Notices } from '../notifications/notifier';
import { findRegistration } from './registration';
import { notifyTeachers } from './notices';

export interface SubmitOutcome {
  response: SchoolSubmitResponse;
  revocations: Revocation[];
}

export async function submitSchoolList(
  db: Db,
  notices: Notices,
  scope: SchoolScope,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<SubmitOutcome> {
  return db.tx(async (q) => {
    const cycleId = await openCycle(q, now);
    const batch = await lockBatch(q, scope, cycleId, { create: true, userId: actor.userId });
    const { rows } = await q.query<{ n: number }>(
      'select count(*)::int as n from school_candidate_rows where batch_id = $1',
      [batch.id],
    );
    const count = rows[0].n;
    if (count === 0) throw conflict('IMPORT_EMPTY');
    const bad = await revalidate(q, batch.id);
    const audit = { subject: scope.subjectCode, cycle_id: cycleId, rows: count };
    if (bad.length > 0) {
      await q.query(`update school_import_batches set status = 'rejected', updated_at = $2 where id = $1`, [
        batch.id,
        now,
      ]);
      const errorRows = bad.map((row) => row.row_no);
      await writeAudit(q, actor, 'school.submit', 'school', scope.schoolId, {
        ...audit,
        result: 'unsuccessful',
        error_rows: errorRows.length,
      });
      return {
        response: { result: 'unsuccessful', error_rows: errorRows, batch: await readBatch(q, scope, now) },
        revocations: [],
      };
    }
    const registration = await findRegistration(q, scope, cycleId, true);
    if (registration?.status !== 'registered') throw conflict('SCHOOL_NOT_REGISTERED');
    if (registration.arrangement === 'venue' && registration.seats_held !== count) {
      const sessionId = registration.venue_session_id;
      const moved = await moveHeldSeats(q, { sessionId, seats: registration.seats_held }, { sessionId, seats: count });
      if (!moved) throw conflict('SCHOOL_SEATS_SHORT');
      await q.query('update school_registrations set seats_held = $2, updated_at = $3 where id = $1', [
        registration.id,
        count,
        now,
      ]);
    }
    await relinkRows(q, batch.id);
    const sync = await syncCandidates(q, scope, batch.id);
    await q.query(
      `update school_import_batches set status = 'submitted', submitted_at = $2, submitted_by = $3, updated_at = $2
        where id = $1`,
      [batch.id, now, actor.userId],
    );
    await writeAudit(q, actor, 'school.submit', 'school', scope.schoolId, {
      ...audit,
      result: 'completed',
      created: sync.created,
      kept: sync.kept,
      removed: sync.removed,
      seats_held: registration.arrangement === 'venue' ? count : 0,
    });
    await notifyTeachers(q, notices, 'school.submitted', scope, { link: '/school/home' });
    return {
      response: { result: 'completed', error_rows: [], batch: await readBatch(q, scope, now) },
      revocations: sync.revocations,
    };
  });
}
