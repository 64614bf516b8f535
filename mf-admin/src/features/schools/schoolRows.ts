// The school list as table rows: one per subject a school has registered or has an account for (its
// accounts beside that subject's list), or one empty row for a school with neither. The school's own cells
// span its rows.
import type { AdminSchool, AdminSchoolAccount, AdminSchoolSubject, SubjectCode } from '@mockexam/contracts';
import { subjectOrder } from './subjects';

export interface SchoolSubjectRow {
  key: string;
  school: AdminSchool;
  /** Rows the school's cells span on its first row; 0 on the others. */
  span: number;
  subject: SubjectCode | null;
  status: AdminSchoolSubject | null;
  accounts: AdminSchoolAccount[];
}

export function schoolRows(schools: readonly AdminSchool[]): SchoolSubjectRow[] {
  return schools.flatMap((school): SchoolSubjectRow[] => {
    const codes = [...new Set([...school.subjects.map((s) => s.subject), ...school.accounts.map((a) => a.subject)])];
    codes.sort((a, b) => subjectOrder(a) - subjectOrder(b));
    if (codes.length === 0) {
      return [{ key: `${school.school_id}`, school, span: 1, subject: null, status: null, accounts: [] }];
    }
    return codes.map((subject, index) => ({
      key: `${school.school_id}-${subject}`,
      school,
      span: index === 0 ? codes.length : 0,
      subject,
      status: school.subjects.find((s) => s.subject === subject) ?? null,
      accounts: school.accounts.filter((a) => a.subject === subject),
    }));
  });
}
