// Item analysis against a small paper worked out by hand: facility, discrimination (correlation with
// the rest of the paper), discriminative efficiency, Cronbach's alpha and the standard error of
// measurement; the weak-question rule.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { itemAnalysis, itemFlags } from '../../src/modules/grading/item-analysis';
import { prepareDatabase } from '../../src/seed';
import { createTestDb, dbKinds, type TestDb } from '../support/db';
import { addQuestions, newExam, schoolCandidate, setScore, twoSchools } from '../support/exams';

for (const kind of dbKinds()) {
  describe(`item analysis on ${kind}`, () => {
    let t: TestDb;
    before(async () => {
      t = await createTestDb(kind, 'seeded');
      await prepareDatabase(t.db, { demo: true });
    });
    after(() => t.cleanup());

    it('the weak-question rule: facility below 10 or above 95, discrimination below 0.2', () => {
      assert.deepEqual(itemFlags(9.99, 0.5), ['too_hard']);
      assert.deepEqual(itemFlags(10, 0.2), []);
      assert.deepEqual(itemFlags(95, 0.2), []);
      assert.deepEqual(itemFlags(95.01, 0.19), ['too_easy', 'low_discrimination']);
      assert.deepEqual(itemFlags(null, null), []);
    });

    it('a paper of three questions and four candidates, worked by hand', async () => {
      const exam = await newExam(t.db, 'hist', [100]);
      const ids = await addQuestions(t.db, exam.papers[1], [
        { label: '1', type: 'short_question', section: 'A', max: 2 },
        { label: '2', type: 'short_question', section: 'A', max: 4 },
        { label: '3', type: 'short_question', section: 'B', max: 4 },
      ]);
      const [school] = await twoSchools(t.db);
      // Marks (q1, q2, q3) → total: c1 (2, 4, 3) 9; c2 (2, 2, 2) 6; c3 (0, 2, 1) 3; c4 (0, blank, 2) 2.
      const marks: (number | null)[][] = [
        [2, 4, 3],
        [2, 2, 2],
        [0, 2, 1],
        [0, null, 2],
      ];
      for (const row of marks) {
        const candidate = await schoolCandidate(t.db, school, 'hist');
        for (const [i, score] of row.entries()) await setScore(t.db, candidate.id, ids[String(i + 1)], score);
      }
      const { papers } = await itemAnalysis(t.db, exam.examId);
      const [paper] = papers;
      const [q1, q2, q3] = paper.questions;
      // q1: marks 2 2 0 0 (mean 1, facility 50, deviations ±1, Σd² 4, var 4/3, sd 1.15);
      //     rest 7 4 3 2 (mean 4, deviations 3 0 -1 -2, Σd² 14); Σ products 3 + 0 + 1 + 2 = 6;
      //     discrimination 6 / √(4 × 14) = 0.802; sorted pairs (0,2) (0,3) (2,4) (2,7) give covmax Σ
      //     (-1)(-2) + (-1)(-1) + (1)(0) + (1)(3) = 6, efficiency 6 / 6 = 100.
      assert.deepEqual(
        [q1.mean, q1.facility, q1.sd, q1.discrimination, q1.discriminative_efficiency],
        [1, 50, 1.15, 0.802, 100],
      );
      // q2: marks 4 2 2 0 (mean 2, deviations 2 0 0 -2, Σd² 8, sd √(8/3) = 1.63); rest 5 4 1 2 (mean 3,
      //     deviations 2 1 -2 -1, Σd² 10); Σ products 4 + 0 + 0 + 2 = 6; discrimination 6 / √80 = 0.671;
      //     sorted marks 0 2 2 4 with sorted rests 1 2 4 5: (-2)(-2) + 0 + 0 + (2)(2) = 8, efficiency 75.
      assert.deepEqual(
        [q2.mean, q2.facility, q2.sd, q2.discrimination, q2.discriminative_efficiency],
        [2, 50, 1.63, 0.671, 75],
      );
      // q3: marks 3 2 1 2 (mean 2, deviations 1 0 -1 0, Σd² 2, sd 0.82); rest 6 4 2 0 (mean 3, Σd² 20);
      //     Σ products 3 + 0 + 1 + 0 = 4; discrimination 4 / √40 = 0.632; sorted marks 1 2 2 3 with
      //     sorted rests 0 2 4 6: (-1)(-3) + 0 + 0 + (1)(3) = 6, efficiency 4 / 6 = 66.67.
      assert.deepEqual(
        [q3.mean, q3.facility, q3.sd, q3.discrimination, q3.discriminative_efficiency],
        [2, 50, 0.82, 0.632, 66.67],
      );
      // Totals 9 6 3 2: mean 5, deviations 4 1 -2 -3, Σd² 30, var 10, sd 3.16. Item variances
      // 4/3 + 8/3 + 2/3 = 14/3; alpha = 3/2 × (1 − (14/3) / 10) = 0.8; SEM = √10 × √0.2 = √2 = 1.41.
      assert.deepEqual(
        [paper.candidates, paper.max_score, paper.mean, paper.sd, paper.alpha, paper.sem],
        [4, 10, 5, 3.16, 0.8, 1.41],
      );
      assert.deepEqual(
        paper.questions.map((q) => q.flags),
        [[], [], []],
      );
    });

    it('an unknown exam is 404', async () => {
      await assert.rejects(itemAnalysis(t.db, 2 ** 31 - 1), { statusCode: 404 });
    });
  });
}
