// The audit log, newest first, filtered by entity (every staff change invalidates it).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getAuditLog, type AuditQuery } from '@mockexam/api-client';
import { adminKeys } from '../../components/queryKeys';

export const useAuditLog = ({ entity, entity_id, limit }: AuditQuery) =>
  useQuery({
    queryKey: [...adminKeys.audit, { entity, entity_id, limit }],
    queryFn: () => getAuditLog({ entity, entity_id, limit }),
    // Another filter keeps the last entries on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
