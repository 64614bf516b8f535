// The audit log: who did what to which object. Written in the same transaction as the change.
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

export async function writeAudit(
  q: Queryable,
  actor: AuditActor,
  action: string,
  entity: string,
  entityId: string | number,
  data: Record<string, unknown> = {},
): Promise<void> {
  await q.query(
    'insert into audit_log (actor_user_id, actor_role, action, entity, entity_id, data) values ($1, $2, $3, $4, $5, $6)',
    [actor.userId, actor.role, action, entity, String(entityId), JSON.stringify(data)],
  );
}
