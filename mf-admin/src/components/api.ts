// The back office's shared data hook: the invalidation every change runs: the queries it names and the audit log (every change adds a
// line to it). The keys are the site's one registry (@mockexam/api-client queryKeys).
import { useCallback } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from '@mockexam/api-client';

/**
 * After a change: marks the given queries and the audit log stale, refetching those on screen. Not awaited,
 * so a dialog closes and reports at once while the lists refresh behind it.
 */
export function useInvalidate(): (...keys: QueryKey[]) => void {
  const client = useQueryClient();
  return useCallback(
    (...keys: QueryKey[]) => {
      for (const queryKey of [...keys, queryKeys.adminAudit]) void client.invalidateQueries({ queryKey });
    },
    [client],
  );
}
