// Retries a failed manifest fetch a couple of times (a deploy in progress, a dropped connection)
// and turns an HTTP error into a failure instead of letting the runtime parse an error page.
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
