// `npm run create-admin -- --username jane --password 'secret123' --name 'Jane Chan'`:
// creates a staff user (staff-realm) who can log in to the back office.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDb } from '../db';
import { writeAudit } from '../lib/audit';
import { hashPassword } from '../lib/passwords';
import { prepareDatabase } from '../seed';

const USAGE = 'usage: create-admin --username <name> --password <6-30 chars> [--name <display name>]';

const { values } = parseArgs({
  options: { username: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
const username = values.username?.trim();
const password = values.password;
if (!username || !/^[A-Za-z0-9._-]{3,40}$/.test(username) || !password || password.length < 6 || password.length > 30) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const db = await openDb(config);
try {
  await prepareDatabase(db, { demo: config.demoMode });
  const hash = await hashPassword(password);
  const created = await db.tx(async (q) => {
    const existing = await q.query("select 1 from users where realm = 'staff-realm' and lower(username) = lower($1)", [
      username,
    ]);
    if (existing.rows.length) return false;
    const { rows } = await q.query<{ id: number }>(
      `insert into users (realm, username, password_hash, display_name, password_changed_at)
       values ('staff-realm', $1, $2, $3, now()) returning id`,
      [username, hash, values.name?.trim() || username],
    );
    await q.query("insert into staff (user_id, role) values ($1, 'admin')", [rows[0].id]);
    await writeAudit(q, { userId: null, role: 'cli' }, 'create_admin', 'user', rows[0].id, { username });
    return true;
  });
  if (!created) {
    console.error(`A staff user named ${username} already exists.`);
    process.exitCode = 1;
  } else {
    console.log(`Staff user ${username} created (realm staff-realm).`);
  }
} finally {
  await db.close();
}
