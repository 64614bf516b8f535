// A page that needs several queries at once: the first failed first load to show, and one retry for
// them all. A failed background refetch keeps the data on screen and shows nothing.
import type { UseQueryResult } from '@tanstack/react-query';

export interface LoadFailure {
  /** The first failed query's error, or null while nothing failed. */
  error: unknown;
  /** Fetches every failed query again. */
  retry: () => void;
}

export function loadFailure(...queries: UseQueryResult<unknown>[]): LoadFailure {
  const failed = queries.filter((query) => query.isLoadingError);
  return {
    error: failed.length > 0 ? failed[0].error : null,
    retry: () => {
      for (const query of failed) void query.refetch();
    },
  };
}
