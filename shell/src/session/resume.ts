// Session start-up (spec section 4): a token in the query string replaces the old session; a stored
// token is only trusted once session resume confirms it, and is discarded when resume fails.
import { sessionStore } from '@mockexam/session';

const QUERY_TOKEN_KEYS = ['access_token', 'token'];

function takeTokenFromQuery(): string | null {
  const url = new URL(location.href);
  const key = QUERY_TOKEN_KEYS.find((k) => url.searchParams.get(k));
  if (!key) return null;
  const token = url.searchParams.get(key);
  for (const k of QUERY_TOKEN_KEYS) url.searchParams.delete(k);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  return token;
}

export async function resumeStoredSession(): Promise<void> {
  const fromQuery = takeTokenFromQuery();
  if (fromQuery) sessionStore.getState().adoptToken(fromQuery);
  const { token, status } = sessionStore.getState();
  if (!token || status !== 'unverified') return;
  try {
    // Loaded only when there is a token to check: a visitor's first view never needs the API client.
    const { resumeSession } = await import('@mockexam/api-client');
    const profile = await resumeSession(token);
    sessionStore.getState().confirm(profile);
  } catch {
    sessionStore.getState().signOut();
  }
}
