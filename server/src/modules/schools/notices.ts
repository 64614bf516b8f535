// Messages to a school's teachers: every teacher account of the school's subject is told, with the
// school's and the subject's names in each reader's language, in the caller's transaction.
import type { Locale, NoticeEvent } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import type { Notices } from '../notifications/notifier';
import type { NoticeData } from '../notifications/placeholders';
import type { SchoolScope } from './context';

interface TeacherRow {
  userId: number;
  schoolId: number;
  school_zh: string;
  school_en: string;
  subject_zh: string;
  subject_en: string;
}

/** The teacher accounts of the school's subject with the names their messages use. */
async function teachersOf(q: Queryable, scope: SchoolScope): Promise<TeacherRow[]> {
  const { rows } = await q.query<TeacherRow>(
    `select sa.user_id as "userId", sa.school_id as "schoolId", s.name_zh as school_zh, s.name_en as school_en,
            j.name_zh as subject_zh, j.name_en as subject_en
       from school_accounts sa
       join schools s on s.id = sa.school_id
       join subjects j on j.code = sa.subject_code
      where sa.school_id = $1 and sa.subject_code = $2`,
    [scope.schoolId, scope.subjectCode],
  );
  return rows;
}

/** The school's and the subject's names as the reader reads them. */
export function schoolNames(row: Omit<TeacherRow, 'userId' | 'schoolId'>, locale: Locale): NoticeData {
  return locale === 'en'
    ? { school_name: row.school_en, subject: row.subject_en }
    : { school_name: row.school_zh, subject: row.subject_zh };
}

export async function notifyTeachers(
  q: Queryable,
  notices: Notices,
  event: Extract<NoticeEvent, 'school.registration_confirmed' | 'school.submitted'>,
  scope: SchoolScope,
  data: NoticeData,
): Promise<number> {
  return notices.notifyMany(q, {
    event,
    readers: await teachersOf(q, scope),
    data: (row, locale) => ({ ...schoolNames(row, locale), ...data }),
  });
}
