import { ApiError } from '@mockexam/api-client';
import { sessionStore } from '@mockexam/session';
import { clearOnSessionChange, createQueryClient, shouldRetry } from './queryClient';

const profile = { name: 'Chan Tai Man', candidate: { id: 1 } } as never;

describe('the shared QueryClient', () => {
  it('forgets every cached answer at logout and when another account signs in', () => {
    const client = createQueryClient();
    const stop = clearOnSessionChange(client, sessionStore);
    sessionStore.getState().signIn('token-a', profile);
    client.setQueryData(['orders'], ['order of account A']);
    sessionStore.getState().confirm(profile);
    expect(client.getQueryData(['orders'])).toEqual(['order of account A']);

    sessionStore.getState().signOut();
    expect(client.getQueryData(['orders'])).toBeUndefined();

    client.setQueryData(['orders'], ['order of account A']);
    sessionStore.getState().signIn('token-b', profile);
    expect(client.getQueryData(['orders'])).toBeUndefined();
    stop();
  });

  it('retries a lost connection or a busy server, never a refusal, and at most twice', () => {
    expect(shouldRetry(0, new Error('Network Error'))).toBe(true);
    expect(shouldRetry(0, new ApiError(503, 'SERVICE_BUSY', undefined, undefined))).toBe(true);
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', undefined, undefined))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, 'FORBIDDEN', undefined, undefined))).toBe(false);
    expect(shouldRetry(2, new ApiError(503, 'SERVICE_BUSY', undefined, undefined))).toBe(false);
  });

  it('never resends a mutation by itself', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
