// Helpers of the school edition's tests: teachers of fresh schools with live sessions (no hashing),
// rows of a list, and calls through the real routes.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { SchoolImportRow } from '@mockexam/contracts';
import type { Queryable } from '../../src/db';
import { createSession } from '../../src/modules/accounts/sessions';
import { bearer } from './app';

export interface TestTeacher {
  userId: number;
  schoolId: number;
  subjectCode: string;
  token: string;
  scope: { schoolId: number; subjectCode: string };
  actor: { userId: number; role: string };
}

let taken = 0;

/**
 * A subject account of `school`, or of a school that has none yet (schools are taken in code order,
 * from the end).
 */
export async function newTeacher(q: Queryable, subjectCode = 'chi', school?: number): Promise<TestTeacher> {
  const { rows } = await q.query<{ id: number }>(
    `select s.id from schools s where not exists (select 1 from school_accounts a where a.school_id = s.id)
      order by s.code desc limit 1`,
  );
  const schoolId = school ?? rows[0].id;
  taken += 1;
  const user = await q.query<{ id: number }>(
    `insert into users (realm, username, display_name) values ('school-realm', $1, 'Teacher') returning id`,
    [`teacher-${process.pid}-${taken}-${schoolId}`],
  );
  const userId = user.rows[0].id;
  await q.query('insert into school_accounts (user_id, school_id, subject_code) values ($1, $2, $3)', [
    userId,
    schoolId,
    subjectCode,
  ]);
  const principal = {
    role: 'school' as const,
    realm: 'school-realm' as const,
    userId,
    candidateId: null,
    schoolId,
    subjectCode,
  };
  const session = await createSession(q, principal, { persist: false });
  return {
    userId,
    schoolId,
    subjectCode,
    token: session.token,
    scope: { schoolId, subjectCode },
    actor: { userId, role: 'school' },
  };
}

/** A number written in letters (names may not hold digits): 0 -> 'a', 27 -> 'bb'. */
export function letters(i: number): string {
  let text = '';
  let n = i;
  do {
    text = String.fromCharCode(97 + (n % 26)) + text;
    n = Math.floor(n / 26);
  } while (n > 0);
  return text;
}

/** n valid rows: classes 5A.., student numbers 1.., names Student <tag> <i in letters>. */
export function rows(n: number, tag = 'A', from = 0): SchoolImportRow[] {
  return Array.from({ length: n }, (_, k) => {
    const i = from + k;
    return {
      row_no: i + 2,
      class: `${5 + (i % 2)}${String.fromCharCode(65 + (Math.floor(i / 2) % 4))}`,
      name: `Student ${tag} ${letters(i)}`,
      student_no: String(Math.floor(i / 8) + 1),
      language_version: i % 3 === 0 ? 'English' : 'Chinese',
    };
  });
}

export async function call(
  app: FastifyInstance,
  token: string,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) {
  return app.inject({ method, url, payload: payload as InjectOptions['payload'], headers: bearer(token) });
}
