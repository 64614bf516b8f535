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
