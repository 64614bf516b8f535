// A Module Federation runtime plugin of the shell, registered at build time (shared/mf-config/webpack.cjs)
// because start-up loads shared modules before any of the shell's code runs. The runtime starts loading
// every shared module of the start-up chunks (React, the router, i18next, ...) at once, in promise
// callbacks, so their share lookups, version checks and script tags all ran inside main.js's task: one
// task of about 50 ms on a development machine, 350 ms on a slowed phone, that held the page's first tap. Each load
// now waits for a task of its own, so the work comes in short tasks the browser can interleave with input;
// what loads, and in what order, stays the same.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A new task: scheduler.yield() where the browser has it (it keeps the page's priority), else a timeout. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export default function yieldBeforeShare(): ModuleFederationRuntimePlugin {
  return {
    name: 'yield-before-share',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
