// A marked demo exam (Chinese Language of the demo cycle) with pages, questions, answers,
// guidelines and results for the demo candidates, so the report screens have data.
// English gets an exam without a report (the 'coming soon' path).
import type { Queryable } from '../db';
import { SYSTEM_ACTOR } from '../lib/audit';
import { gradeExam } from '../modules/grading/run';
import { publishInTx } from '../modules/grading/runs';

interface QuestionSeed {
  label: string;
  page_location: string;
  type: 'multiple_choice' | 'short_question' | 'short_essay';
  section: string;
  genre: string | null;
  ability: string;
  max: number;
  correct?: string[];
}

const PAPER1: QuestionSeed[] = [
  {
    label: '1',
    page_location: '1',
    type: 'multiple_choice',
    section: 'A',
    genre: 'classical',
    ability: '理解',
    max: 2,
    correct: ['B'],
  },
  {
    label: '2',
    page_location: '1',
    type: 'multiple_choice',
    section: 'A',
    genre: 'classical',
    ability: '理解',
    max: 2,
    correct: ['A', 'C'],
  },
  {
    label: '3',
    page_location: '2',
    type: 'short_question',
    section: 'A',
    genre: 'vernacular',
    ability: '分析',
    max: 4,
  },
  {
    label: '4',
    page_location: '2,3',
    type: 'short_question',
    section: 'B',
    genre: 'vernacular',
    ability: '評價',
    max: 6,
  },
  { label: '5', page_location: '3', type: 'short_essay', section: 'B', genre: 'classical', ability: '綜合', max: 8 },
];
const PAPER2: QuestionSeed[] = [
  { label: '甲', page_location: '1', type: 'short_essay', section: 'A', genre: null, ability: '實用寫作', max: 30 },
  { label: '乙', page_location: '2', type: 'short_essay', section: 'B', genre: null, ability: '命題寫作', max: 50 },
];

/** Per candidate number: [answer, score] per question of paper 1, then paper 2 scores. */
const SCORES: Record<string, { p1: [string[] | string, number][]; p2: number[] }> = {
  '10000001': {
    p1: [
      [['B'], 2],
      [['A'], 0],
      ['作者借景抒情。', 3],
      ['論點清晰，但例子不足。', 4],
      ['能歸納段旨。', 6],
    ],
    p2: [22, 38],
  },
  '20000001': {
    p1: [
      [['B'], 2],
      [['A', 'C'], 2],
      ['借景抒情，寄託思鄉。', 4],
      ['論證完整。', 5],
      ['歸納準確。', 7],
    ],
    p2: [25, 42],
  },
  '20000002': {
    p1: [
      [['C'], 0],
      [['C'], 0],
      ['描寫景物。', 2],
      ['未有回應題目。', 1],
      ['內容離題。', 3],
    ],
    p2: [15, 27],
  },
};

const LEVELS: [string, number][] = [
  ['5**', 85],
  ['5*', 75],
  ['5', 65],
  ['4', 55],
  ['3', 45],
  ['2', 35],
  ['1', 25],
];

async function insertQuestions(q: Queryable, examPaperId: number, questions: QuestionSeed[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, question] of questions.entries()) {
    const { rows } = await q.query<{ id: number }>(
      `insert into questions (exam_paper_id, label, page_location, type, section, genre, ability, max_score, correct_answer, sort_order)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [
        examPaperId,
        question.label,
        question.page_location,
        question.type,
        question.section,
        question.genre,
        question.ability,
        question.max,
        question.correct ? JSON.stringify(question.correct) : null,
        index + 1,
      ],
    );
    ids.push(rows[0].id);
  }
  return ids;
}

async function insertPages(q: Queryable, examPaperId: number, paperNo: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= count; page++) {
    const { rows } = await q.query<{ id: number }>(
      'insert into report_pages (exam_paper_id, page, page_number, url) values ($1, $2, $3, $4) returning id',
      [examPaperId, page, page, `/demo/report-pages/chi-p${paperNo}-${page}.png`],
    );
    ids.push(rows[0].id);
  }
  return ids;
}

export async function insertDemoReport(q: Queryable, cycleId: number): Promise<void> {
  const product = await q.query<{ id: number; code: string }>(
    "select id, code from products where cycle_id = $1 and subject_code = 'chi'",
    [cycleId],
  );
  const cycle = await q.query<{ code: string }>('select code from exam_cycles where id = $1', [cycleId]);
  const { rows: exams } = await q.query<{ id: number }>(
    `insert into exams (cycle_id, subject_code, product_id, title1, title2, follow_page, has_report)
     values ($1, 'chi', $2, $3, '中國語文科 成績報告', true, true) returning id`,
    [cycleId, product.rows[0].id, `${cycle.rows[0].code} 模擬考試`],
  );
  const examId = exams[0].id;
  await q.query(
    `insert into exams (cycle_id, subject_code, product_id, title1, title2, follow_page, has_report)
     select $1, 'eng', id, $2, 'English Language Report', true, false from products where cycle_id = $1 and subject_code = 'eng'`,
    [cycleId, `${cycle.rows[0].code} Mock Examination`],
  );

  const papers = await q.query<{ id: number; paper_no: number }>(
    `insert into exam_papers (exam_id, paper_id, paper_no, title, weight_percent)
     select $1, p.id, p.paper_no, p.name_zh, p.weight_percent from papers p where p.product_id = $2
     returning id, paper_no`,
    [examId, product.rows[0].id],
  );
  const paper1 = papers.rows.find((p) => p.paper_no === 1)!.id;
  const paper2 = papers.rows.find((p) => p.paper_no === 2)!.id;
  const q1 = await insertQuestions(q, paper1, PAPER1);
  const q2 = await insertQuestions(q, paper2, PAPER2);
  const pages1 = await insertPages(q, paper1, 1, 3);
  const pages2 = await insertPages(q, paper2, 2, 2);

  for (const [index, question] of PAPER1.entries()) {
    await q.query('insert into guidelines (exam_id, q_id, page, suggestion) values ($1, $2, $3, $4)', [
      examId,
      q1[index],
      Number(question.page_location.split(',')[0]),
      question.type === 'multiple_choice'
        ? `答案：${question.correct?.join('、')}。`
        : `評分參考：能準確${question.ability}，並引用文本例證，可得滿分 ${question.max} 分。`,
    ]);
  }

  for (const [candidateNo, marks] of Object.entries(SCORES)) {
    const candidate = await q.query<{ id: number; school_id: number | null }>(
      'select id, school_id from candidates where candidate_no = $1',
      [candidateNo],
    );
    const { id: candidateId } = candidate.rows[0];
    for (const [index, [answer, score]] of marks.p1.entries()) {
      await q.query(
        'insert into answers (candidate_id, question_id, score, answer, comment) values ($1, $2, $3, $4, $5)',
        [
          candidateId,
          q1[index],
          score,
          JSON.stringify(answer),
          score === PAPER1[index].max ? null : '須更準確回應題目要求。',
        ],
      );
    }
    for (const [index, score] of marks.p2.entries()) {
      await q.query(
        'insert into answers (candidate_id, question_id, score, answer, comment) values ($1, $2, $3, null, $4)',
        [candidateId, q2[index], score, '內容充實，結構尚可，宜多注意標點及錯別字。'],
      );
    }
    for (const [paperNo, pageIds] of [
      [1, pages1],
      [2, pages2],
    ] as const) {
      for (const [index, pageId] of pageIds.entries()) {
        const path = `demo/${candidateNo}/p${paperNo}-${index + 1}.png`;
        await q.query(
          'insert into marked_pages (report_page_id, candidate_id, scan_path, marked_path, has_marked) values ($1, $2, $3, $3, true)',
          [pageId, candidateId, path],
        );
      }
    }
  }

  for (const [level, min] of LEVELS) {
    await q.query('insert into grade_boundaries (exam_id, level, min_score) values ($1, $2, $3)', [examId, level, min]);
  }
  const run = await gradeExam(q, examId, null);
  await publishInTx(q, SYSTEM_ACTOR, examId, run.runId);
}
