// A database seeded in demo mode and later served in production mode would still open to the demo
// passwords. Production start-up looks for demo accounts that still have them, so the log says so.
import type { Queryable } from '../db';
import { verifyPassword } from '../lib/passwords';
import { DEMO } from './demo-accounts';

/** "realm/username" of every demo account whose demo password still works. */
export async function demoAccountsWithDemoPasswords(q: Queryable): Promise<string[]> {
  type Account = { realm: string; username: string; password: string };
  const accounts = Object.values(DEMO).filter((a): a is typeof a & Account => 'username' in a && 'password' in a);
  const found: string[] = [];
  for (const account of accounts) {
    const { rows } = await q.query<{ password_hash: string | null }>(
      'select password_hash from users where realm = $1 and lower(username) = lower($2)',
      [account.realm, account.username],
    );
    if (rows[0] && (await verifyPassword(rows[0].password_hash, account.password))) {
      found.push(`${account.realm}/${account.username}`);
    }
  }
  return found;
}
