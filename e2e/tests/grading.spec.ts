// Staff take an exam from a marks workbook to released results through the back office only: the page
// writes the paper's template listing the entered candidates, staff fill it and import it (read in the page's
// Web Worker, checked on both sides, the errors of both listed together), run grading, look at the level distribution and publish. The candidate's report then
// follows the new marks. The demo's History exam is used: no other suite reads it.
import type { APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import * as XLSX from 'xlsx';
import { test, expect } from '../support/fixtures';
import { staffToken } from '../support/schools';

interface AdminExam {
  exam_id: number;
  subject: string;
  papers: { exam_paper_id: number; paper_no: number }[];
}
interface AdminQuestion {
  label: string;
  type: string;
  max_score: number;
  criteria: { code: string; max_score: number }[];
}

async function get<T>(request: APIRequestContext, token: string, url: string) {
  const answer = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

test.use({ viewport: { width: 1366, height: 900 } });

test('staff import a paper of marks from the template, run grading, read the distribution and publish', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await staffToken(request);
  const cycles = await get<{ cycle_id: number; is_current: boolean }[]>(request, staff, '/api/admin/cycles');
  const cycle = cycles.find((c) => c.is_current)!;
  const exams = await get<AdminExam[]>(request, staff, `/api/admin/exams?cycle_id=${cycle.cycle_id}`);
  const history = exams.find((e) => e.subject === 'hist')!;
  const paper1 = history.papers.find((p) => p.paper_no === 1)!;
  const { questions } = await get<{ questions: AdminQuestion[] }>(
    request,
    staff,
    `/api/admin/exam-papers/${paper1.exam_paper_id}/questions`,
  );

  await page.goto(`/en/admin/exams/${history.exam_id}?cycle=${cycle.cycle_id}&access_token=${staff}`);

  // The template the page writes: the candidate number, name, school and class of every candidate entered
  // for History, then a column per question (and per criterion), the marks blank.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the template (.xlsx)' }).first().click();
  const template = XLSX.read(await readFile(await (await download).path()));
  await expect(page.getByText(/^The template lists the \d+ candidates entered for this exam\.$/)).toBeVisible();
  const sheet = template.Sheets[template.SheetNames[0]];
  const [header, ...listed] = XLSX.utils.sheet_to_json(sheet, { header: 1, defval: '' }) as string[][];
  expect(header.slice(0, 4)).toEqual(['candidate_no', 'name 姓名', 'school 學校', 'class 班別']);
  expect(header).toEqual(expect.arrayContaining(questions.map((q) => q.label)));
  expect(listed.length).toBeGreaterThan(1);
  for (const row of listed) {
    expect(row[0]).toMatch(/^[A-Z0-9]{8}$/);
    expect(row[1]).not.toBe('');
    expect(row.slice(4).every((cell) => cell === '')).toBe(true);
  }
  const student = listed[0][0];
  const upload = (book: XLSX.WorkBook) =>
    page.getByLabel('Marks workbook of paper 1 to import').setInputFiles({
      name: 'marks.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
    });

  // The first student scores full marks on every question of paper 1 that is not multiple choice (a
  // multiple-choice mark follows the options chosen, which a marks sheet does not change).
  const full = new Map(questions.map((q) => [q.label, q.max_score]));
  const scored = header.slice(4).filter((column) => {
    const question = questions.find((q) => q.label === column);
    return question && !question.criteria.length && question.type !== 'multiple_choice';
  });
  /** A row of marks; `above`: this column one mark above its full marks. */
  const marks = (candidate: string, above?: string) =>
    header.map((column, i) => {
      if (i === 0) return candidate;
      if (i < 4) return '';
      const [label, criterion] = column.split('.');
      const question = questions.find((q) => q.label === label)!;
      if (criterion) return question.criteria.find((c) => c.code === criterion)!.max_score;
      if (!scored.includes(column)) return '';
      return full.get(label)! + (column === above ? 1 : 0);
    });

  // A file with a mark above the full marks (the page finds it) and a number nobody has (the server does):
  // both errors in one list, nothing written.
  const wrong = XLSX.read(XLSX.write(template, { type: 'buffer', bookType: 'xlsx' }));
  XLSX.utils.sheet_add_aoa(wrong.Sheets[wrong.SheetNames[0]], [marks(student, scored[0]), marks('ZZZZ9999')], {
    origin: 1,
  });
  await upload(wrong);
  const errors = page.getByRole('table', { name: /^Rows with errors/ });
  await expect(errors.getByRole('row')).toHaveCount(3);
  await expect(errors.getByRole('row').nth(1)).toContainText(`2${scored[0]}The mark is above the full marks`);
  await expect(errors.getByRole('row').nth(2)).toContainText('3candidate_noNo candidate has this number');

  XLSX.utils.sheet_add_aoa(sheet, [marks(student)], { origin: 1 });
  await upload(template);
  await expect(errors).toBeHidden();
  // The demo's History results were published: new marks withdraw them until a new run is published.
  await expect(page.getByText(/^Marks imported: 1 rows? written\. Run \d+ is no longer published/)).toBeVisible();

  // Grading: the run, its distribution, then publishing it.
  await page.getByRole('tab', { name: 'Grading and publishing' }).click();
  await page.getByRole('button', { name: /^Run grading/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Run grading' }).click();
  await expect(page.getByText(/^Run \d+ graded \d+ candidates/)).toBeVisible();
  await expect(page.getByText(/^Level distribution of run \d+/)).toBeVisible();
  await page.getByRole('button', { name: /^Publish run \d+/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Run \d+ published\./)).toBeVisible();

  // The student's released History report (read by staff, naming the student) follows the new marks.
  const form = { paper_id: String(paper1.exam_paper_id), candidate: student };
  const headers = { Authorization: `Bearer ${staff}` };
  const details = await (await request.post('/api/report/get_candidate_exam_details', { form, headers })).json();
  const pages = (await (await request.post('/api/report/get_page_info', { form, headers })).json()).pages as {
    page: number;
  }[];
  const scores = new Map<number, { score: number; label: string; type: string; max: number }>();
  for (const { page: number } of pages) {
    const qa = await (
      await request.post('/api/report/get_q_a_by_page', { form: { ...form, page: String(number) }, headers })
    ).json();
    for (const q of qa.questions) {
      const answer = qa.answers.find((a: { question_id: number }) => a.question_id === q.question_id);
      scores.set(q.question_id, { score: answer?.score ?? 0, label: q.label, type: q.type, max: q.max_score });
    }
  }
  for (const q of scores.values()) if (q.type !== 'multiple_choice') expect(q.score, q.label).toBe(q.max);
  const sum = [...scores.values()].reduce((total, q) => total + q.score, 0);
  expect(details.paper1_score).toBeCloseTo(sum, 2);
});
