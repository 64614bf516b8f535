// The one QueryClient of the site (a Module Federation singleton context): every remote's query and
// mutation hooks share its cache and the retry and refetch rules below.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@mockexam/api-client';
import { sessionStore, type SessionState } from '@mockexam/session';

const MAX_RETRIES = 2;

/** Retry what may pass on a second try (no answer, 408, 429, 5xx); a 4xx answer will not change. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Seats, payment statuses and order lists change under the reader: fresh for 10 s, then
        // refetched when a page mounts again or the window regains focus.
        staleTime: 10_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
      },
      // A mutation is sent once: a retried payment or order could be applied twice.
      mutations: { retry: false },
    },
  });
}

/** Who the cache belongs to (each login has its own token): the next account must never read the last one's data. */
const ownerOf = (state: SessionState): string | null => state.token;

/** Empties the cache whenever the signed-in account changes: logout, an expired session, another login. */
export function clearOnSessionChange(client: QueryClient, store = sessionStore): () => void {
  return store.subscribe((state, previous) => {
    if (ownerOf(state) !== ownerOf(previous)) client.clear();
  });
}

export const queryClient = createQueryClient();
clearOnSessionChange(queryClient);
