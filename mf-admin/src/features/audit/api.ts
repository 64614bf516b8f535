// The audit log, newest first, filtered by entity (every staff change invalidates it).
import { keepPreviousData, useQuery, queryOptions } from '@tanstack/react-query';
import { getAuditLog, type AuditQuery, queryKeys } from '@mockexam/api-client';

export const auditLogQuery = ({ entity, entity_id, limit }: AuditQuery) =>
  queryOptions({
    queryKey: [...queryKeys.adminAudit, { entity, entity_id, limit }],
    queryFn: () => getAuditLog({ entity, entity_id, limit }),
    // Another filter keeps the last entries on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
export const useAuditLog = ({ entity, entity_id, limit }: AuditQuery) =>
  useQuery(auditLogQuery({ entity, entity_id, limit }));
