// Migration 015 on a database that already has exams: each one-language text fills both languages (nothing
// empty), the one-exam-per-cycle-and-subject rule goes, and no exam is archived.
import assert from 'node:assert/strict';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { listMigrations, migrate, MIGRATIONS_DIR } from '../../src/db/migrate';
import { createTestDb, dbKinds, type TestDb } from '../support/db';

const BILINGUAL = '015_exams_in_two_languages.sql';

for (const kind of dbKinds()) {
  describe(`exam texts migrated on ${kind}`, () => {
    let t: TestDb;
    let dir: string;
    before(async () => {
      t = await createTestDb(kind);
      dir = await mkdtemp(path.join(os.tmpdir(), 'mockexam-migrations-'));
    });
    after(async () => {
      await t.cleanup();
      await rm(dir, { recursive: true, force: true });
    });

    it('fills both languages from the one text and allows a second exam of a cycle and subject', async () => {
      for (const { name } of listMigrations().filter((m) => m.name < BILINGUAL))
        await cp(path.join(MIGRATIONS_DIR, name), path.join(dir, name));
      await migrate(t.db, dir);
      await t.db.query(
        "insert into subjects (code, name_zh, name_en, sort_order) values ('chi', '中國語文', 'Chinese Language', 1) on conflict do nothing",
      );
      const cycle = await t.db.query<{ id: number }>(
        "insert into exam_cycles (code, name_zh, name_en) values ('M015', '考期', 'Cycle') returning id",
      );
      const exam = await t.db.query<{ id: number }>(
        `insert into exams (cycle_id, subject_code, title1, title2) values ($1, 'chi', '2026-27 模擬考試', '中國語文科 成績報告')
         returning id`,
        [cycle.rows[0].id],
      );
      const paper = await t.db.query<{ id: number }>(
        "insert into exam_papers (exam_id, paper_no, title, weight_percent) values ($1, 1, 'Paper 1 Reading', 100) returning id",
        [exam.rows[0].id],
      );
      await t.db.query(
        `insert into questions (exam_paper_id, label, page_location, type, section, ability, max_score)
         values ($1, '1', '1', 'short_question', 'A', '字詞', 2), ($1, '2', '1', 'short_question', 'A', null, 2)`,
        [paper.rows[0].id],
      );

      await cp(path.join(MIGRATIONS_DIR, BILINGUAL), path.join(dir, BILINGUAL));
      assert.deepEqual(await migrate(t.db, dir), [BILINGUAL]);
      const { rows: exams } = await t.db.query(
        'select title1_zh, title1_en, title2_zh, title2_en, archived_at from exams where id = $1',
        [exam.rows[0].id],
      );
      assert.deepEqual(exams, [
        {
          title1_zh: '2026-27 模擬考試',
          title1_en: '2026-27 模擬考試',
          title2_zh: '中國語文科 成績報告',
          title2_en: '中國語文科 成績報告',
          archived_at: null,
        },
      ]);
      const { rows: papers } = await t.db.query('select title_zh, title_en from exam_papers where id = $1', [
        paper.rows[0].id,
      ]);
      assert.deepEqual(papers, [{ title_zh: 'Paper 1 Reading', title_en: 'Paper 1 Reading' }]);
      const { rows: abilities } = await t.db.query(
        'select ability_zh, ability_en from questions where exam_paper_id = $1 order by label',
        [paper.rows[0].id],
      );
      assert.deepEqual(abilities, [
        { ability_zh: '字詞', ability_en: '字詞' },
        { ability_zh: null, ability_en: null },
      ]);
      await t.db.query(
        `insert into exams (cycle_id, subject_code, title1_zh, title1_en) values ($1, 'chi', '第二次模擬考試', 'Mock 2')`,
        [cycle.rows[0].id],
      );
      await assert.rejects(
        t.db.query("update questions set ability_en = null where label = '1' and exam_paper_id = $1", [
          paper.rows[0].id,
        ]),
        /questions_ability_both/,
      );
    });
  });
}
