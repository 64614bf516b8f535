// The time left to pay, counted down once a second.
import { useEffect, useState } from 'react';

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

/** The clock, ticking every second while mounted (a timer, not a fetch). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(id);
  }, []);
  return now;
}
