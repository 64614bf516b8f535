// Inserts the demo accounts of every role (see demo-accounts.ts).
import type { Queryable } from '../db';
import { DEMO } from './demo-accounts';

export interface DemoHashes {
  demo: string;
  admin: string;
}

async function insertUser(
  q: Queryable,
  user: { realm: string; username: string; hash: string; display_name: string; email?: string; phone?: string },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `insert into users (realm, username, password_hash, display_name, email, phone, password_changed_at)
     values ($1, $2, $3, $4, $5, $6, now()) returning id`,
    [user.realm, user.username, user.hash, user.display_name, user.email ?? null, user.phone ?? null],
  );
  return rows[0].id;
}

async function schoolId(q: Queryable, code: string): Promise<number> {
  const { rows } = await q.query<{ id: number }>('select id from schools where code = $1', [code]);
  return rows[0].id;
}

export async function insertDemoAccounts(q: Queryable, hashes: DemoHashes): Promise<void> {
  for (const c of [DEMO.candidate, DEMO.candidate2]) {
    const userId = await insertUser(q, {
      realm: c.realm,
      username: c.username,
      hash: hashes.demo,
      display_name: c.name,
      email: c.email,
      phone: c.username,
    });
    await q.query(`insert into candidates (candidate_no, name, language_version, user_id) values ($1, $2, 'zh', $3)`, [
      c.candidate_no,
      c.name,
      userId,
    ]);
  }

  for (const s of [DEMO.school, DEMO.school2]) {
    const userId = await insertUser(q, {
      realm: s.realm,
      username: s.username,
      hash: hashes.demo,
      display_name: s.display_name,
    });
    await q.query('insert into school_accounts (user_id, school_id, subject_code) values ($1, $2, $3)', [
      userId,
      await schoolId(q, s.school),
      s.subject,
    ]);
  }

  const sc = DEMO.schoolCandidate;
  const scUser = await insertUser(q, {
    realm: sc.realm,
    username: sc.username,
    hash: hashes.demo,
    display_name: sc.name,
  });
  await q.query(
    `insert into candidates (candidate_no, name, class, student_no, language_version, school_id, subject_code, user_id)
     values ($1, $2, $3, $4, 'zh', $5, $6, $7)`,
    [sc.candidate_no, sc.name, sc.class, sc.student_no, await schoolId(q, sc.school), sc.subject, scUser],
  );

  const byNo = DEMO.schoolCandidateByNumber;
  await q.query(
    `insert into candidates (candidate_no, name, class, student_no, language_version, school_id, subject_code)
     values ($1, $2, $3, $4, 'zh', $5, $6)`,
    [byNo.candidate_no, byNo.name, byNo.class, byNo.student_no, await schoolId(q, byNo.school), byNo.subject],
  );

  const a = DEMO.admin;
  const adminId = await insertUser(q, {
    realm: a.realm,
    username: a.username,
    hash: hashes.admin,
    display_name: a.name,
  });
  await q.query(`insert into staff (user_id, role) values ($1, 'admin')`, [adminId]);
}
