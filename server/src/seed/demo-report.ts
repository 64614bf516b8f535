// A marked demo exam (Chinese Language of the demo cycle) with pages, questions, answers,
// guidelines and results for the demo candidates, so the report screens have data.
// English gets an exam without a report (the 'coming soon' path).
import type { Queryable } from '../db';

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
    genre: '文言',
    ability: '理解',
    max: 2,
    correct: ['B'],
  },
  {
    label: '2',
    page_location: '1',
    type: 'multiple_choice',
    section: 'A',
    genre: '文言',
    ability: '理解',
    max: 2,
    correct: ['A', 'C'],
  },
  { label: '3', page_location: '2', type: 'short_question', section: 'A', genre: '白話', ability: '分析', max: 4 },
  { label: '4', page_location: '2,3', type: 'short_question', section: 'B', genre: '白話', ability: '評價', max: 6 },
  { label: '5', page_location: '3', type: 'short_essay', section: 'B', genre: '文言', ability: '綜合', max: 8 },
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

const LEVELS: [number, string, number][] = [
  [85, '5**', 7],
  [75, '5*', 6],
  [65, '5', 5],
  [55, '4', 4],
  [45, '3', 3],
  [35, '2', 2],
  [25, '1', 1],
];

function level(score: number): { level: string; points: number } {
  const found = LEVELS.find(([min]) => score >= min);
  return found ? { level: found[1], points: found[2] } : { level: 'U', points: 0 };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

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

  const p1Max = PAPER1.reduce((sum, x) => sum + x.max, 0);
  const p2Max = PAPER2.reduce((sum, x) => sum + x.max, 0);
  const results: {
    candidateId: number;
    schoolId: number | null;
    score: number;
    p1: number;
    p2: number;
    a: number;
    b: number;
  }[] = [];
  for (const [candidateNo, marks] of Object.entries(SCORES)) {
    const candidate = await q.query<{ id: number; school_id: number | null }>(
      'select id, school_id from candidates where candidate_no = $1',
      [candidateNo],
    );
    const { id: candidateId, school_id: schoolId } = candidate.rows[0];
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
    for (const pageId of [...pages1, ...pages2]) {
      await q.query(
        'insert into marked_pages (report_page_id, candidate_id, local_url, has_marked) values ($1, $2, $3, true)',
        [pageId, candidateId, `/demo/marked-pages/${candidateNo}-${pageId}.png`],
      );
    }
    const p1 = marks.p1.reduce((sum, [, s]) => sum + s, 0);
    const p2 = marks.p2.reduce((sum, s) => sum + s, 0);
    const a = marks.p1.filter((_, i) => PAPER1[i].section === 'A').reduce((sum, [, s]) => sum + s, 0);
    const score = round2((p1 / p1Max) * 50 + (p2 / p2Max) * 50);
    results.push({ candidateId, schoolId, score, p1, p2, a, b: p1 - a });
  }

  const ranked = [...results].sort((x, y) => y.score - x.score);
  const overallAverage = round2(results.reduce((sum, r) => sum + r.score, 0) / results.length);
  for (const result of results) {
    const schoolmates = ranked.filter((r) => r.schoolId !== null && r.schoolId === result.schoolId);
    const schoolAverage = schoolmates.length
      ? round2(schoolmates.reduce((sum, r) => sum + r.score, 0) / schoolmates.length)
      : null;
    const { level: grade, points } = level(result.score);
    await q.query(
      `insert into candidate_exam_results (candidate_id, exam_id, score, paper1_score, paper2_score, section_a_score, section_b_score,
         level, overall_level, average_score_in_school, average_score_all_schools, rank_in_school, rank_in_territory,
         participants, dse_score, attained)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        result.candidateId,
        examId,
        result.score,
        result.p1,
        result.p2,
        result.a,
        result.b,
        grade,
        schoolAverage,
        overallAverage,
        result.schoolId === null ? null : schoolmates.indexOf(result) + 1,
        ranked.indexOf(result) + 1,
        results.length,
        points,
        points >= 3,
      ],
    );
  }
}
