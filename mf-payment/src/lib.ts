// Small helpers of this remote's payment pages: the 404 path, polling and the time left to pay.
// (Money, status labels, API error text and the page language come from @mockexam/ui.)
import { useEffect, useRef } from 'react';

/** The spec's error-404 page: any unknown path under the locale shows it. */
export const notFoundPath = (prefix: string) => `/${prefix}/error-404`;

/** Calls `tick` every `ms` while mounted (the latest `tick`, never two at once). */
export function useInterval(tick: () => Promise<void> | void, ms: number | null) {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (ms === null) return undefined;
    let running = false;
    const id = setInterval(() => {
      if (running) return;
      running = true;
      void Promise.resolve(latest.current()).finally(() => {
        running = false;
      });
    }, ms);
    return () => clearInterval(id);
  }, [ms]);
}

/** mm:ss (or h:mm:ss) until `deadline`, never below zero. */
export function timeLeft(deadline: string, now: number): { text: string; over: boolean } {
  const ms = Math.max(0, new Date(deadline).getTime() - now);
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { text: h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`, over: ms === 0 };
}
