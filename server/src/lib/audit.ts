// The audit log: who did what to which object. Written in the same transaction as the change, and only
// from here: writeAudit, or auditInsertSql for a statement that writes its entry in the same round trip.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import { unauthenticated } from './app-error';

export interface AuditActor {
  userId: number | null;
  role: string | null;
}

export const SYSTEM_ACTOR: AuditActor = { userId: null, role: 'system' };

/** The signed-in staff user behind a request on a staff route. */
export function staffActor(request: FastifyRequest): AuditActor {
  if (!request.auth?.userId) throw unauthenticated();
  return { userId: request.auth.userId, role: 'staff' };
}

/** The audit_log columns every entry writes, in order: the one place they are named. */
const AUDIT_COLUMNS = ['actor_user_id', 'actor_role', 'action', 'entity', 'entity_id', 'data'] as const;
type AuditColumn = (typeof AUDIT_COLUMNS)[number];

const INSERT_AUDIT = `insert into audit_log (${AUDIT_COLUMNS.join(', ')})`;

/**
 * The audit insert as SQL text for a statement that writes its entry in the same round trip (a CTE):
 * `values` gives each column's SQL expression (parameters, or columns of `from`).
 */
export function auditInsertSql(values: Record<AuditColumn, string>, from: string): string {
  return `${INSERT_AUDIT}\n       select ${AUDIT_COLUMNS.map((column) => values[column]).join(', ')}\n         from ${from}`;
}

export async function writeAudit(
  q: Queryable,
  actor: AuditActor,
  action: string,
  entity: string,
  entityId: string | number,
  data: Record<string, unknown> = {},
): Promise<void> {
  await q.query(`${INSERT_AUDIT} values ($1, $2, $3, $4, $5, $6)`, [
    actor.userId,
    actor.role,
    action,
    entity,
    String(entityId),
    JSON.stringify(data),
  ]);
}
