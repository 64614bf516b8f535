import type { Queryable } from '../../db';

/** A real round trip, so a load balancer takes an instance with a broken database out. */
export async function pingDatabase(q: Queryable): Promise<void> {
  await q.query('select 1');
}
