// What every benchmark here shares: the server under test and its bare peer on core 0, the load
// (autocannon) on core 1, free ports, memory sampling and the summary of a load.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const CONNECTIONS = 50;

export const pinned = (core: number, command: string, args: string[]) =>
  canPin() ? (['taskset', ['-c', String(core), command, ...args]] as const) : ([command, args] as const);

export function canPin(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return (process.env.BENCH_NO_PIN ?? '') === '' && Number(execFileSync('nproc').toString()) >= 2;
  } catch {
    return false;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

export async function start(
  name: string,
  args: string[],
  env: Record<string, string>,
  probePath: string,
  schema: string,
) {
  const port = await freePort();
  const [command, argv] = pinned(0, process.execPath, args);
  const child = spawn(command, [...argv], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL, DATABASE_SCHEMA: schema, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitFor(baseURL + probePath, child);
  console.log(`${name} listening on ${baseURL} (pid ${child.pid})`);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { baseURL, child, stop };
}

/** Peak resident memory of a process, sampled every 100 ms until stopped. */
export function sampleMemory(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peak = Math.max(peak, kb);
    } catch {
      /* the process has gone */
    }
  }, 100);
  return { stop: () => (clearInterval(timer), peak / 1024) };
}

export interface Load {
  rate: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
}

export function summarise(result: autocannon.Result, seconds: number): Load {
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0;
  return {
    rate: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

/** The same request, over and over, for `seconds`. */
export async function hammer(url: string, options: { headers: Record<string, string>; body: string; seconds: number }) {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: options.seconds,
    headers: options.headers,
    body: options.body,
  });
  return summarise(result, result.duration);
}

/**
 * One request per item, each with its own headers and body, `CONNECTIONS` at a time. The rate is
 * timed to the last response here: autocannon notices the end of an `amount` run on its 1-second tick.
 */
export async function oneEach<T>(
  url: string,
  items: T[],
  request: (item: T) => { headers: Record<string, string>; body: string },
) {
  let next = 0;
  let lastResponse = 0;
  const started = performance.now();
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    amount: items.length,
    requests: [
      {
        setupRequest: (req) => ({ ...req, ...request(items[next++ % items.length]) }),
        onResponse: () => {
          lastResponse = performance.now();
        },
      },
    ],
  });
  return summarise(result, (lastResponse - started) / 1000);
}
