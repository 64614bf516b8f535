// Server secrets shared by every instance: taken from the environment when set, else
// generated once and kept in server_secrets (first instance wins the insert).
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db';

export async function serverSecret(q: Queryable, key: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  await q.query('insert into server_secrets (key, value) values ($1, $2) on conflict (key) do nothing', [
    key,
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await q.query<{ value: string }>('select value from server_secrets where key = $1', [key]);
  return rows[0].value;
}

const cached = new WeakMap<Queryable, Map<string, Promise<string>>>();

/**
 * The secret, read once per database and kept for the process; a failed read is not kept, so the next
 * use tries again.
 */
export function cachedServerSecret(q: Queryable, key: string, fromEnv?: string): Promise<string> {
  let secrets = cached.get(q);
  if (!secrets) cached.set(q, (secrets = new Map()));
  let secret = secrets.get(key);
  if (!secret) {
    secret = serverSecret(q, key, fromEnv).catch((error: unknown) => {
      secrets.delete(key);
      throw error;
    });
    secrets.set(key, secret);
  }
  return secret;
}
