// Answer books through their routes: one book per entered candidate in packing order (school, class,
// student number; individual candidates last), every page A4 with a QR code that scan intake reads
// back as that candidate's page; per school; blank books with serials; bounds and access.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { messages, readAnswerBookCode } from '@mockexam/contracts';
import { DEMO } from '../../src/seed/demo-accounts';
import { dbKinds } from '../support/db';
import { bearer, login, startTestApp, type TestApp } from '../support/app';
import { twoSchools } from '../support/exams';
import { newTeacher } from '../support/school';
import { individual, printExam, student, type PrintExam } from './fixture';
import { openPdf } from './read-pdf';

for (const kind of dbKinds()) {
  describe(`answer books on ${kind}`, () => {
    let t: TestApp;
    let staff: string;
    let exam: PrintExam;
    let schools: [number, number];
    const numbers: Record<string, string> = {};
    before(async () => {
      t = await startTestApp(kind);
      staff = await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password);
      exam = await printExam(t.db);
      schools = await twoSchools(t.db);
      // Entered out of order; the books come in school code, class and student number order.
      const [later, earlier] = schools; // twoSchools answers the higher code first
      numbers.b2 = (await student(t.db, exam, later, { name: '李小明', class: '5B', studentNo: '2' })).candidate_no;
      numbers.i1 = (await individual(t.db, exam, '張美玲')).candidate_no;
      numbers.a10 = (await student(t.db, exam, earlier, { name: '陳大文', class: '5A', studentNo: '10' })).candidate_no;
      numbers.a2 = (await student(t.db, exam, earlier, { name: '黃志強', class: '5A', studentNo: '2' })).candidate_no;
      numbers.a1c = (await student(t.db, exam, earlier, { name: '何嘉欣', class: '5C', studentNo: '1' })).candidate_no;
    });
    after(() => t.close());

    const download = (url: string, token = staff) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

    it('prints a book per entered candidate in packing order, each page carrying its own QR code', async () => {
      const response = await download(`/api/admin/exam-papers/${exam.paperId}/answer-books.pdf`);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['content-type'], 'application/pdf');
      assert.match(String(response.headers['content-disposition']), /^attachment; filename="answer-books-\d+\.pdf"$/);
      assert.equal(response.headers['cache-control'], 'no-store');
      const pdf = openPdf(response.rawPayload);
      const order = [numbers.a2, numbers.a10, numbers.a1c, numbers.b2, numbers.i1];
      assert.equal(pdf.pages, order.length * 3, 'three pages a book');
      for (let index = 0; index < pdf.pages; index += 1) {
        const { width, height } = pdf.size(index);
        assert.ok(Math.abs(width - 595.28) < 1 && Math.abs(height - 841.89) < 1, 'A4');
        const codes = await pdf.codes(index);
        assert.equal(codes.length, 1, `one code on page ${index + 1}`);
        assert.deepEqual(readAnswerBookCode(codes[0]), {
          exam_paper_id: exam.paperId,
          owner: { kind: 'candidate', candidate_no: order[Math.floor(index / 3)] },
          page: (index % 3) + 1,
        });
      }
      // The same in words: the name in Chinese (the embedded font), the page of the book.
      const first = pdf.text(0);
      assert.match(first, /黃志強/);
      assert.match(first, new RegExp(numbers.a2));
      assert.match(first, /Page 1 of 3/);
      assert.match(first, /模擬考試一/);
      // The paper named once in each language, its number before the title.
      assert.match(first, /卷一 閱讀能力/);
      assert.match(first, /Paper 1 Reading/);
      assert.doesNotMatch(first, /Paper 1 Paper|卷 1/);
      assert.match(pdf.text(4), /Page 2 of 3/);
      assert.match(pdf.text(12), /張美玲/);
    });

    it('prints one school, or the individual candidates, on their own', async () => {
      const [, earlier] = schools;
      const school = openPdf(
        (await download(`/api/admin/exam-papers/${exam.paperId}/answer-books.pdf?school_id=${earlier}`)).rawPayload,
      );
      assert.equal(school.pages, 9);
      assert.match(school.text(0), /黃志強/);
      const withIndividuals = openPdf(
        (await download(`/api/admin/exam-papers/${exam.paperId}/answer-books.pdf?school_id=${earlier}&individuals=1`))
          .rawPayload,
      );
      assert.equal(withIndividuals.pages, 12);
      const alone = openPdf(
        (await download(`/api/admin/exam-papers/${exam.paperId}/answer-books.pdf?individuals=1`)).rawPayload,
      );
      assert.equal(alone.pages, 3);
      assert.match(alone.text(0), /張美玲/);

      const list = await download(`/api/admin/exam-papers/${exam.paperId}/answer-books`);
      assert.equal(list.statusCode, 200);
      assert.deepEqual(
        list.json().schools.map((s: { school_id: number; candidates: number }) => [s.school_id, s.candidates]),
        [
          [earlier, 3],
          [schools[0], 1],
        ],
      );
      assert.equal(list.json().individuals, 1);
      assert.equal(list.json().page_count, 3);
    });

    it('refuses a school with nobody entered, with a bilingual message', async () => {
      const { rows } = await t.db.query<{ id: number }>('select id from schools where id <> all($1) limit 1', [
        schools,
      ]);
      const response = await download(
        `/api/admin/exam-papers/${exam.paperId}/answer-books.pdf?school_id=${rows[0].id}`,
      );
      assert.equal(response.statusCode, 409);
      assert.equal(response.json().code, 'ANSWER_BOOKS_NONE');
      assert.ok(response.json().msg_en && response.json().msg_zh);
    });

    it('prints blank books with serials and boxes for the candidate number', async () => {
      const response = await download(`/api/admin/exam-papers/${exam.paperId}/blank-books.pdf?count=2&from=17`);
      assert.equal(response.statusCode, 200, response.body);
      const pdf = openPdf(response.rawPayload);
      assert.equal(pdf.pages, 6);
      assert.deepEqual(readAnswerBookCode((await pdf.codes(0))[0]), {
        exam_paper_id: exam.paperId,
        owner: { kind: 'blank', serial: 17 },
        page: 1,
      });
      assert.deepEqual(readAnswerBookCode((await pdf.codes(5))[0]), {
        exam_paper_id: exam.paperId,
        owner: { kind: 'blank', serial: 18 },
        page: 3,
      });
      assert.match(pdf.text(0), /B0017/);
      assert.match(pdf.text(0), /Candidate No/);
    });

    it('keeps a file of blank books within the pages one file may hold', async () => {
      const long = await printExam(t.db);
      await t.db.query('update exam_papers set page_count = 64 where id = $1', [long.paperId]);
      // 500 books of 64 pages are 32,000 pages; 375 of them are 24,000.
      const refused = await download(`/api/admin/exam-papers/${long.paperId}/blank-books.pdf?count=500`);
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json().fields.count, messages.BLANK_BOOKS_TOO_MANY_PAGES);
      const fits = await download(`/api/admin/exam-papers/${long.paperId}/blank-books.pdf?count=1`);
      assert.equal(fits.statusCode, 200, fits.body);
      assert.equal(openPdf(fits.rawPayload).pages, 64);
    });

    it('bounds the counts with bilingual messages', async () => {
      for (const query of ['count=0', 'count=501', 'count=x', 'count=5&from=0', 'count=10&from=999995']) {
        const response = await download(`/api/admin/exam-papers/${exam.paperId}/blank-books.pdf?${query}`);
        assert.equal(response.statusCode, 400, query);
        assert.ok(response.json().msg_en && response.json().msg_zh, query);
      }
      const unknown = await download('/api/admin/exam-papers/999999999/blank-books.pdf?count=1');
      assert.equal(unknown.statusCode, 404);
    });

    it('offers a file per school when a whole cohort is more pages than one file holds', async () => {
      const big = await printExam(t.db);
      await t.db.query('update exam_papers set page_count = 64 where id = $1', [big.paperId]);
      const first = await student(t.db, big, schools[0], { name: '甲', class: '6A', studentNo: '1' });
      // 376 books of 64 pages: 24,064 pages, past the 24,000 of one file.
      await t.db.query(
        `insert into candidates (candidate_no, name, class, student_no, language_version, school_id, subject_code, school_batch_id)
         select 'Q' || lpad((${process.pid % 1000} * 1000 + g)::text, 7, '0'), '乙', '6A', g::text, 'zh', c.school_id,
                c.subject_code, c.school_batch_id
           from candidates c, generate_series(2, 376) g where c.candidate_no = $1`,
        [first.candidate_no],
      );
      const whole = await download(`/api/admin/exam-papers/${big.paperId}/answer-books.pdf`);
      assert.equal(whole.statusCode, 409);
      assert.equal(whole.json().code, 'ANSWER_BOOKS_TOO_MANY');
      assert.ok(whole.json().msg_en && whole.json().msg_zh);
    });

    it('is for staff only', async () => {
      const candidate = await login(t.app, DEMO.candidate.realm, DEMO.candidate.username, DEMO.candidate.password);
      const teacher = await newTeacher(t.db);
      for (const token of [candidate, teacher.token]) {
        for (const url of [
          `/api/admin/exam-papers/${exam.paperId}/answer-books.pdf`,
          `/api/admin/exam-papers/${exam.paperId}/blank-books.pdf?count=1`,
          `/api/admin/exam-papers/${exam.paperId}/answer-books`,
        ])
          assert.equal((await download(url, token)).statusCode, 403, url);
      }
      const anonymous = await t.app.inject({
        method: 'GET',
        url: `/api/admin/exam-papers/${exam.paperId}/blank-books.pdf?count=1`,
      });
      assert.equal(anonymous.statusCode, 401);
      // A link opened by the browser carries the token in the query.
      const link = await t.app.inject({
        method: 'GET',
        url: `/api/admin/exam-papers/${exam.paperId}/blank-books.pdf?count=1&access_token=${encodeURIComponent(staff)}`,
      });
      assert.equal(link.statusCode, 200);
    });
  });
}
