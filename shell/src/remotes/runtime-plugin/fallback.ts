// When a remote's exposed module cannot be loaded, hand back a module that says so instead of
// throwing: the slot then shows the "unavailable, retry" panel inside the normal layout.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface UnavailableModule {
  pages: Record<string, never>;
  unavailable: true;
}

export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mockexam-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`remote ${id} failed to load (${lifecycle})`, error);
      // Only the exposed-module stage takes a module; for manifest stages the error propagates.
      if (lifecycle === 'onLoad') {
        const fallback: UnavailableModule = { pages: {}, unavailable: true };
        return fallback;
      }
      return undefined;
    },
  };
}
