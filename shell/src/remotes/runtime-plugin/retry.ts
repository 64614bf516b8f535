// Retries a failed manifest fetch a couple of times (a deploy in progress, a dropped connection)
// and turns an HTTP error into a failure instead of letting the runtime parse an error page.
// Not @module-federation/retry-plugin: its newest release (0.17.1) retries a 404 as often as a 5xx, so a
// remote that is not published waits out every retry before its "unavailable" panel shows; it waits a
// fixed delay rather than backing off; and it depends on @module-federation/sdk 0.17, a second copy of
// the SDK beside the 2.9 runtime every page already loads.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const ATTEMPTS = 3;
const BASE_DELAY_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mockexam-retry',
    async fetch(url: string, init: RequestInit) {
      let lastError: unknown;
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        try {
          const response = await fetch(url, init);
          if (response.ok) return response;
          // A 404 will not heal by retrying; a 5xx might.
          lastError = new Error(`${url} answered ${response.status}`);
          if (response.status < 500) break;
        } catch (error) {
          lastError = error;
        }
        await sleep(BASE_DELAY_MS * 2 ** attempt);
      }
      throw lastError;
    },
  };
}
