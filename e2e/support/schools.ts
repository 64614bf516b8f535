// Fresh school subject accounts and filled-in templates for the school edition's suites. The demo school
// accounts are shared by every suite a worker runs, so a test that imports and submits a list makes its own
// school account through the back office's API.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import * as XLSX from 'xlsx';

const ADMIN_PASSWORD = 'admin1234';
let accounts = 0;

export async function loginToken(request: APIRequestContext, realm: string, username: string, password: string) {
  const response = await request.post('/api/user/login', { form: { realm, username, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

export const staffToken = (request: APIRequestContext) => loginToken(request, 'staff-realm', 'admin', ADMIN_PASSWORD);

/** A subject account at a school no other test of this run uses, with its school's names. */
export async function newTeacher(request: APIRequestContext, subject: 'chi' | 'eng' | 'hist' | 'csd' = 'chi') {
  const token = await staffToken(request);
  const all = (await (await request.get('/api/schools')).json()) as {
    school_id: number;
    code: string;
    name_zh: string;
    name_en: string;
  }[];
  // Each worker has its own server. The demo accounts belong to QC and YWC: leave their lists alone.
  const schools = all.filter((s) => s.code !== 'QC' && s.code !== 'YWC');
  accounts += 1;
  const school = schools[(schools.length - accounts) % schools.length];
  const username = `e2e-${subject}-${Date.now().toString(36)}-${accounts}`;
  const password = 'teach1234';
  const created = await request.post('/api/admin/school_accounts', {
    headers: { Authorization: `Bearer ${token}` },
    data: { school_id: school.school_id, subject, username, password },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { username, password, school };
}

export const teacherToken = (request: APIRequestContext, username: string, password: string) =>
  loginToken(request, 'school-realm', username, password);

export interface StudentRow {
  class: string | number;
  name: string;
  student_no: string | number;
  language_version: string;
}

/** The downloaded template with these students written below its header (the example row replaced). */
export function fillTemplate(template: Buffer, students: StudentRow[]): Buffer {
  const book = XLSX.read(template, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]];
  XLSX.utils.sheet_add_aoa(
    sheet,
    students.map((s) => [s.class, s.name, s.student_no, s.language_version]),
    { origin: 'A2' },
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The rows of a workbook's first sheet as text (what a teacher sees in Excel). */
export function readRows(workbook: Buffer): string[][] {
  const book = XLSX.read(workbook, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]];
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
}

/** `count` good students across classes 5A, 5B, ...: Chinese names, numbers 1 to 40 per class. */
export function students(count: number, offset = 0): StudentRow[] {
  const surnames = ['陳', '李', '張', '黃', '何', '林', '王', '吳'];
  const given = ['大文', '小明', '嘉欣', '志強', '美玲', '家豪', '詠詩', '俊傑', '曉晴', '子軒'];
  return Array.from({ length: count }, (_, index) => {
    const i = index + offset;
    return {
      class: `5${String.fromCharCode(65 + Math.floor(i / 40))}`,
      name: `${surnames[i % surnames.length]}${given[Math.floor(i / surnames.length) % given.length]}`,
      student_no: (i % 40) + 1,
      language_version: i % 3 === 0 ? 'English' : 'Chinese',
    };
  });
}

/** A workbook of one sheet holding these rows, as any spreadsheet program could write it. */
export function workbook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
