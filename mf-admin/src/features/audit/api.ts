// The audit log, newest first, filtered by entity.
import { getAuditLog, type AuditQuery } from '@mockexam/api-client';
import { useLoad } from '../../lib';

export const useAuditLog = ({ entity, entity_id, limit }: AuditQuery) =>
  useLoad(() => getAuditLog({ entity, entity_id, limit }), [entity, entity_id, limit]);
