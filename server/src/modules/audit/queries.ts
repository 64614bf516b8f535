// Reading the audit log for staff: by object type and key (an order also by its enrolment number).
import type { Queryable } from '../../db';
import { readAuditEntries } from '../../lib/audit-entries';

export async function auditLog(q: Queryable, query: { entity?: string; entity_id?: string; limit: number }) {
  const where: string[] = ['true'];
  const params: unknown[] = [];
  if (query.entity) {
    params.push(query.entity);
    where.push(`a.entity = $${params.length}`);
  }
  if (query.entity_id) {
    params.push(query.entity_id);
    // Staff know an order by its number, the log by its key: either finds the order's entries.
    where.push(`(a.entity_id = $${params.length} or (a.entity = 'order'
      and a.entity_id = (select o.id::text from orders o where o.enrollment_no = $${params.length})))`);
  }
  return readAuditEntries(q, where.join(' and '), params, 'a.at desc, a.id desc', query.limit);
}
