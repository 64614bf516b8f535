// The cycle a teacher acts in and its school phases (spec section 4): closed once now is past
// school_reg_end (closed when no date exists), complete once now is past school_reg_complete.
import type { Queryable } from '../../db';
import { conflict } from '../../lib/app-error';
import type { AuditActor } from '../../lib/audit';
import type { AuthContext } from '../accounts/principal';
import { schoolScope } from '../../lib/ownership';

export interface SchoolScope {
  schoolId: number;
  subjectCode: string;
}

export interface SchoolPhase {
  cycleId: number | null;
  regEnd: Date | null;
  closed: boolean;
  complete: boolean;
}

/** The teacher's school and subject, and who to write in the audit log. */
export function teacherOf(auth: AuthContext | null): { scope: SchoolScope; actor: AuditActor } {
  const scope = schoolScope(auth);
  return { scope, actor: { userId: auth?.userId ?? null, role: 'school' } };
}

export async function schoolPhase(q: Queryable, now: Date): Promise<SchoolPhase> {
  const { rows } = await q.query<{ id: number; reg_end: Date | null; reg_complete: Date | null }>(
    `select c.id,
            (select at from cycle_events where cycle_id = c.id and key = 'school_reg_end') as reg_end,
            (select at from cycle_events where cycle_id = c.id and key = 'school_reg_complete') as reg_complete
       from exam_cycles c where c.is_current`,
  );
  const cycle = rows[0];
  if (!cycle) return { cycleId: null, regEnd: null, closed: true, complete: false };
  return {
    cycleId: cycle.id,
    regEnd: cycle.reg_end,
    closed: !cycle.reg_end || now > cycle.reg_end,
    complete: !!cycle.reg_complete && now > cycle.reg_complete,
  };
}

/** The current cycle's id while changes are allowed; 409 SCHOOL_REG_CLOSED after the deadline. */
export async function openCycle(q: Queryable, now: Date): Promise<number> {
  const phase = await schoolPhase(q, now);
  if (phase.closed || phase.cycleId === null) throw conflict('SCHOOL_REG_CLOSED');
  return phase.cycleId;
}
