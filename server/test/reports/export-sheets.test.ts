// The export sheets' words: a candidate's detailed scores name only the papers the exam has; a school's
// scores list names a Chinese paper's part by the report's name.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CandidateExamDetails } from '@mockexam/contracts';
import { candidateScoreSheets, schoolScoresSheet } from '../../src/modules/reports/export-sheets';
import { exportLabels } from '../../src/modules/reports/export-labels';
import type { QuestionLine, StudentMark } from '../../src/modules/reports/export-data';

const details = {
  title1: '2026-27 Mock',
  title2: 'CSD',
  candidate_name: 'Chan Tai Man',
  candidate_id: '10000001',
  score: 73.33,
  paper1_score: 22,
  paper2_score: null,
  level: null,
  attained: true,
} as CandidateExamDetails;

const line = (paper_no: number): QuestionLine => ({
  paper_no,
  label: '1',
  type: 'judgment',
  section: 'A',
  max_score: 1,
  score: 1,
  school_average: null,
  all_average: 0.8,
});

const labelsOf = (papers: number[], lang: 'en' | 'zh-hk') =>
  candidateScoreSheets(exportLabels(lang), details, papers.map(line), [], true)[0].rows.map((row) => row[0]);

describe("a candidate's detailed scores sheet", () => {
  it('has no Paper 2 row for a one-paper exam, in either language', () => {
    assert.ok(labelsOf([1], 'en').includes('Paper 1'));
    assert.ok(!labelsOf([1], 'en').includes('Paper 2'));
    assert.ok(labelsOf([1], 'zh-hk').includes('卷一'));
    assert.ok(!labelsOf([1], 'zh-hk').includes('卷二'));
  });

  it('has a row for each paper of a two-paper exam', () => {
    const rows = labelsOf([1, 2], 'en');
    assert.ok(rows.includes('Paper 1') && rows.includes('Paper 2'));
  });
});

describe("a school's scores list", () => {
  const marks = (['1', '甲'] as const).map((label, i): StudentMark => ({
    candidate_no: '10000001',
    paper_no: i + 1,
    label,
    type: 'short_essay',
    section: 'A',
    max_score: 30,
    score: 17,
  }));
  const header = (lang: 'en' | 'zh-hk') => schoolScoresSheet(exportLabels(lang), [details], marks, true).rows[0];

  it("names a question by number and a Chinese paper's part as a part, in either language", () => {
    assert.deepEqual(header('en').slice(-2), ['P1 Q1', 'P2 Part A']);
    assert.deepEqual(header('zh-hk').slice(-2), ['卷1 題1', '卷2 甲部']);
  });
});
