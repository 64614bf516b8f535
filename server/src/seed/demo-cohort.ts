// The demo cohort: the demo accounts plus several hundred made-up candidates on the seeded schools'
// lists (numbers from candidate_no_seq, as a school submission gives them) and individual
// candidates, each with an ability that the demo marks follow. Deterministic: one seeded PRNG.
import type { Queryable } from '../db';
import { DEMO } from './demo-accounts';
import type { DemoExam } from './demo-exams';

type Subject = DemoExam['subject'];

export interface DemoCandidate {
  id: number;
  candidateNo: string;
  /** 0 to 1: how well the candidate does (marks follow it with noise). */
  ability: number;
  /** Has scanned and marked pages: the demo accounts and the first few of each list. */
  showcase: boolean;
}

/** mulberry32: a small, well-mixed 32-bit PRNG; one seed gives the same demo every time. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each subject's school lists: school code and students (QC's Chinese list includes the two demo students). */
const SCHOOL_LISTS: Record<Subject, [string, number][]> = {
  chi: [
    ['QC', 90],
    ['YWC', 80],
    ['SPCC', 70],
    ['DBS', 60],
    ['DGS', 60],
  ],
  eng: [
    ['QC', 50],
    ['SPCC', 45],
    ['DGS', 40],
  ],
  hist: [
    ['QC', 30],
    ['DBS', 35],
  ],
  csd: [
    ['YWC', 45],
    ['DGS', 40],
  ],
};
const SCHOOL_MEAN: Record<string, number> = { QC: 0.66, YWC: 0.62, SPCC: 0.58, DBS: 0.55, DGS: 0.5 };
const INDIVIDUALS = 24;
/** Candidates of each list (and individuals) with scanned pages; the others' reports show blank pages. */
const SHOWCASE = 5;
/** Which subjects the i-th made-up individual candidate sits (at least Chinese). */
function individualSubjects(i: number): Subject[] {
  const sits = [i % 3 !== 2, i % 2 === 0, i % 4 === 1, i % 3 === 0];
  const subjects = (['chi', 'eng', 'hist', 'csd'] as const).filter((_, k) => sits[k]);
  return subjects.length > 0 ? subjects : ['chi'];
}

/** The demo accounts' abilities and subjects, so their reports tell different stories. */
const DEMO_ROLES: { candidateNo: string; ability: number; subjects: Subject[] }[] = [
  { candidateNo: DEMO.schoolCandidate.candidate_no, ability: 0.95, subjects: ['chi'] },
  { candidateNo: DEMO.schoolCandidateByNumber.candidate_no, ability: 0.34, subjects: ['chi'] },
  { candidateNo: DEMO.candidate.candidate_no, ability: 0.6, subjects: ['chi', 'eng', 'hist', 'csd'] },
  { candidateNo: DEMO.candidate2.candidate_no, ability: 0.52, subjects: ['eng', 'csd'] },
];

const SURNAMES = '陳李張黃何林吳劉蔡楊鄭梁謝王郭曾'.split('');
const GIVEN = [
  '家明',
  '嘉欣',
  '子軒',
  '凱琳',
  '浩然',
  '詩雅',
  '俊傑',
  '曉彤',
  '志強',
  '慧敏',
  '梓豪',
  '欣怡',
  '卓謙',
  '穎琳',
  '天佑',
  '芷晴',
];

/** Roughly normal around `mean` (the sum of three uniforms), kept inside 0.05 to 0.98. */
function ability(rand: () => number, mean: number): number {
  const spread = (rand() + rand() + rand() - 1.5) * 0.32;
  return Math.min(0.98, Math.max(0.05, mean + spread));
}

interface NewCandidate {
  name: string;
  class: string | null;
  student_no: string | null;
  language_version: 'zh' | 'en';
  school_id: number | null;
  subject_code: Subject | null;
  ability: number;
  showcase: boolean;
}

async function insertCandidates(q: Queryable, list: NewCandidate[]): Promise<DemoCandidate[]> {
  const numbers = await q.query<{ no: string }>(
    `select lpad(nextval('candidate_no_seq')::text, 8, '0') as no from generate_series(1, $1)`,
    [list.length],
  );
  const column = <K extends keyof NewCandidate>(key: K) => list.map((c) => c[key]);
  await q.query(
    `insert into candidates (candidate_no, name, class, student_no, language_version, school_id, subject_code)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::text[])`,
    [
      numbers.rows.map((r) => r.no),
      column('name'),
      column('class'),
      column('student_no'),
      column('language_version'),
      column('school_id'),
      column('subject_code'),
    ],
  );
  const { rows } = await q.query<{ id: number; candidate_no: string }>(
    'select id, candidate_no from candidates where candidate_no = any($1::text[])',
    [numbers.rows.map((r) => r.no)],
  );
  const idOf = new Map(rows.map((r) => [r.candidate_no, r.id]));
  return list.map((c, i) => ({
    id: idOf.get(numbers.rows[i].no)!,
    candidateNo: numbers.rows[i].no,
    ability: c.ability,
    showcase: c.showcase,
  }));
}

/** Every subject's candidates: the demo accounts first, then the school lists, then individuals. */
export async function demoCohort(q: Queryable, rand: () => number): Promise<Record<Subject, DemoCandidate[]>> {
  const cohort: Record<Subject, DemoCandidate[]> = { chi: [], eng: [], hist: [], csd: [] };
  const { rows: demo } = await q.query<{ id: number; candidate_no: string }>(
    'select id, candidate_no from candidates where candidate_no = any($1::text[])',
    [DEMO_ROLES.map((r) => r.candidateNo)],
  );
  for (const role of DEMO_ROLES) {
    const id = demo.find((d) => d.candidate_no === role.candidateNo)!.id;
    for (const subject of role.subjects)
      cohort[subject].push({ id, candidateNo: role.candidateNo, ability: role.ability, showcase: true });
  }

  const { rows: schools } = await q.query<{ id: number; code: string }>('select id, code from schools');
  const schoolId = new Map(schools.map((s) => [s.code, s.id]));
  const name = () => SURNAMES[Math.floor(rand() * SURNAMES.length)] + GIVEN[Math.floor(rand() * GIVEN.length)];
  const students: (NewCandidate & { subject: Subject })[] = [];
  for (const [subject, lists] of Object.entries(SCHOOL_LISTS) as [Subject, [string, number][]][]) {
    for (const [code, size] of lists) {
      // QC's Chinese list already has the demo students 5A 1 and 5A 2.
      const first = subject === 'chi' && code === 'QC' ? 2 : 0;
      for (let i = first; i < size; i++) {
        students.push({
          subject,
          name: name(),
          class: `5${'ABCD'[Math.floor(i / 30)]}`,
          student_no: String((i % 30) + 1),
          language_version: subject === 'eng' ? 'en' : 'zh',
          school_id: schoolId.get(code)!,
          subject_code: subject,
          ability: ability(rand, SCHOOL_MEAN[code]),
          showcase: i < first + SHOWCASE,
        });
      }
    }
  }
  const made = await insertCandidates(q, students);
  made.forEach((candidate, i) => cohort[students[i].subject].push(candidate));

  const individuals: NewCandidate[] = Array.from({ length: INDIVIDUALS }, (_, i) => ({
    name: name(),
    class: null,
    student_no: null,
    language_version: 'zh',
    school_id: null,
    subject_code: null,
    ability: ability(rand, 0.5),
    showcase: i < SHOWCASE,
  }));
  const singles = await insertCandidates(q, individuals);
  singles.forEach((candidate, i) => {
    for (const subject of individualSubjects(i)) cohort[subject].push(candidate);
  });
  return cohort;
}
