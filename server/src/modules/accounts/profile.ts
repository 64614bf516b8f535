// Builds the spec's profile of a session: display_name plus school / candidate / staff keys.
import type { Profile, ProfileCandidate, ProfileSchool } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import type { Principal } from './principal';

interface SchoolRow {
  id: number;
  code: string;
  name_zh: string;
  name_en: string;
  subject_code: string | null;
  subject_name_zh: string | null;
  subject_name_en: string | null;
}

async function loadSchool(q: Queryable, schoolId: number, subjectCode: string | null): Promise<ProfileSchool> {
  const { rows } = await q.query<SchoolRow>(
    `select s.id, s.code, s.name_zh, s.name_en, sub.code as subject_code, sub.name_zh as subject_name_zh, sub.name_en as subject_name_en
       from schools s left join subjects sub on sub.code = $2
      where s.id = $1`,
    [schoolId, subjectCode],
  );
  const row = rows[0];
  return {
    school_id: row.id,
    code: row.code,
    name_zh: row.name_zh,
    name_en: row.name_en,
    subject:
      row.subject_code && row.subject_name_zh && row.subject_name_en
        ? { code: row.subject_code as 'chi', name_zh: row.subject_name_zh, name_en: row.subject_name_en }
        : null,
  };
}

async function loadCandidate(q: Queryable, candidateId: number): Promise<ProfileCandidate> {
  const { rows } = await q.query<ProfileCandidate & { school_id: number | null }>(
    `select c.candidate_no, c.name, c.class, c.student_no, c.language_version, u.phone
       from candidates c left join users u on u.id = c.user_id and u.realm = 'candidate-realm'
      where c.id = $1`,
    [candidateId],
  );
  const row = rows[0];
  return {
    candidate_no: row.candidate_no,
    name: row.name,
    class: row.class,
    student_no: row.student_no,
    language_version: row.language_version,
    phone: row.phone ?? null,
  };
}

export async function loadProfile(q: Queryable, principal: Principal): Promise<Profile> {
  let displayName = '';
  let username = '';
  if (principal.userId) {
    const { rows } = await q.query<{ display_name: string; username: string }>(
      'select display_name, username from users where id = $1',
      [principal.userId],
    );
    displayName = rows[0]?.display_name ?? '';
    username = rows[0]?.username ?? '';
  }
  const profile: Profile = { display_name: displayName, realm: principal.realm, role: principal.role };
  if (principal.candidateId) {
    profile.candidate = await loadCandidate(q, principal.candidateId);
    // Candidates without an account (number + name login) are known by their name.
    if (!profile.display_name) profile.display_name = profile.candidate.name;
  }
  if (principal.schoolId) {
    profile.school = await loadSchool(
      q,
      principal.schoolId,
      principal.role === 'school' ? principal.subjectCode : null,
    );
  }
  if (principal.role === 'staff') profile.staff = { username, role: 'admin' };
  return profile;
}
