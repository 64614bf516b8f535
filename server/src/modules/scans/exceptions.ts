// Staff resolve the exceptions queue: assign a page to a candidate's page (over an existing scan only
// when told to replace it), or discard it. Each in one transaction with its audit row.
import type { Db } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../../lib/audit';
import { paperPageCount } from './page-count';
import { fileMarkedPage, lockOpenException, paperExam, resolveException, slotOf } from './queries';

export async function assignException(
  db: Db,
  actor: AuditActor,
  id: number,
  target: { candidate_no: string; page: number; replace: boolean },
): Promise<number> {
  return db.tx(async (q) => {
    const exception = await lockOpenException(q, id);
    // A bad image has nothing to file.
    if (!exception?.scan_key) throw notFound();
    const paper = await paperExam(q, exception.exam_paper_id);
    if (!paper) throw notFound();
    const slot = await slotOf(q, paper, target.candidate_no, target.page);
    if (target.page > (await paperPageCount(q, paper.exam_paper_id)) || slot.report_page_id === null) {
      throw badRequest('SCAN_NO_SUCH_PAGE', { page: 'SCAN_NO_SUCH_PAGE' });
    }
    if (!slot.entered || slot.candidate_id === null) {
      throw badRequest('SCAN_CANDIDATE_NOT_ENTERED', { candidate_no: 'SCAN_CANDIDATE_NOT_ENTERED' });
    }
    const filed = await fileMarkedPage(q, slot.report_page_id, slot.candidate_id, exception.scan_key, target.replace);
    if (!filed) throw conflict('SCAN_SLOT_TAKEN');
    await resolveException(q, id, {
      status: 'assigned',
      userId: actor.userId!,
      markedPageId: filed.id,
      candidateNo: target.candidate_no,
      page: target.page,
    });
    const replaced = filed.previous !== null;
    await writeAudit(q, actor, replaced ? 'scans.replace' : 'scans.assign', 'exam_paper', paper.exam_paper_id, {
      scan_page_id: id,
      candidate_no: target.candidate_no,
      page: target.page,
      ...(replaced ? { replaced_scan: filed.previous } : {}),
    });
    return filed.id;
  });
}

export async function discardException(db: Db, actor: AuditActor, id: number): Promise<void> {
  await db.tx(async (q) => {
    const exception = await lockOpenException(q, id);
    if (!exception) throw notFound();
    await resolveException(q, id, { status: 'discarded', userId: actor.userId! });
    await writeAudit(q, actor, 'scans.discard', 'exam_paper', exception.exam_paper_id, { scan_page_id: id });
  });
}
