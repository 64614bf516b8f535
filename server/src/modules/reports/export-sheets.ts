// The exports' sheets as rows, from what the report calls read: a candidate's detailed scores, a
// school's scores list, and the three parts of the school's results data pack (data, analysis, list).
import {
  questionName as reportQuestionName,
  type AnalysisGroup,
  type CandidateExamDetails,
  type SchoolAnalysisResponse,
} from '@mockexam/contracts';
import type { QuestionLine, StudentMark } from './export-data';
import { groupName, levelName, typeName, type ExportLabels } from './export-labels';
import type { Cell, Sheet } from './export-workbook';

/** 'P1 Q3' / '卷1 題3'; a Chinese paper's part '甲' by the report's name ('P2 Part A' / '卷2 甲部'), not 'Q甲'. */
function questionName(l: ExportLabels, m: { paper_no: number; label: string }): string {
  const named = reportQuestionName(m.label);
  const short = named.en.startsWith('Question ') ? `${l.field.questionShort}${m.label}` : named[l.locale];
  return `${l.field.paperShort}${m.paper_no} ${short}`;
}

function groupByStudent(marks: StudentMark[]): Map<string, StudentMark[]> {
  const byStudent = new Map<string, StudentMark[]>();
  for (const mark of marks) {
    const list = byStudent.get(mark.candidate_no);
    if (list) list.push(mark);
    else byStudent.set(mark.candidate_no, [mark]);
  }
  return byStudent;
}

function groupsSheet(l: ExportLabels, groups: AnalysisGroup[], withCandidate: boolean): Sheet {
  const f = l.field;
  const header = [
    f.dimension,
    f.group,
    f.max,
    ...(withCandidate ? [f.candidatePercent] : []),
    f.schoolPercent,
    f.allPercent,
  ];
  const rows = groups.map((g) => [
    l.dimensions[g.dimension] ?? g.dimension,
    groupName(l, g.dimension, g.key),
    g.max_score,
    ...(withCandidate ? [g.candidate] : []),
    g.school,
    g.all,
  ]);
  return { name: withCandidate ? l.sheets.analysis : l.sheets.groups, rows: [header, ...rows] };
}

/** A result line's level as the subject reports it: a level, or attained / not for CSD. */
const levelOf = (l: ExportLabels, s: CandidateExamDetails, attainment: boolean): Cell =>
  attainment ? (s.attained === null ? null : s.attained ? l.yes : l.no) : s.level;

/** One candidate's detailed score analysis: the result, every question against the averages, the groups. */
export function candidateScoreSheets(
  l: ExportLabels,
  details: CandidateExamDetails,
  lines: QuestionLine[],
  groups: AnalysisGroup[],
  attainment: boolean,
): Sheet[] {
  const f = l.field;
  // A row for each paper the exam has: a one-paper exam has no 'Paper 2' row.
  const papers = new Set(lines.map((x) => x.paper_no));
  const head: Cell[][] = [
    [f.exam, `${details.title1} ${details.title2}`.trim()],
    [f.candidateName, details.candidate_name],
    [f.candidateNo, details.candidate_id],
    [f.score, details.score],
    ...(papers.has(1) ? [[f.paper1, details.paper1_score]] : []),
    ...(papers.has(2) ? [[f.paper2, details.paper2_score]] : []),
    [attainment ? f.attained : f.level, levelOf(l, details, attainment)],
    [],
    [f.paper, f.question, f.type, f.section, f.marks, f.max, f.schoolAverage, f.allAverage],
  ];
  const rows = lines.map((x) => [
    x.paper_no,
    x.label,
    typeName(l, x.type),
    x.section && groupName(l, 'section', x.section),
    x.score,
    x.max_score,
    x.school_average,
    x.all_average,
  ]);
  return [{ name: l.sheets.scores, rows: [...head, ...rows] }, groupsSheet(l, groups, true)];
}

const studentColumns = (l: ExportLabels) => [
  l.field.class,
  l.field.studentNo,
  l.field.candidateName,
  l.field.candidateNo,
];
const studentCells = (s: CandidateExamDetails): Cell[] => [s.class, s.student_no, s.candidate_name, s.candidate_id];

/** The school's scores list: one row per student, their result and a column per question. */
export function schoolScoresSheet(
  l: ExportLabels,
  roster: CandidateExamDetails[],
  marks: StudentMark[],
  attainment: boolean,
): Sheet {
  const f = l.field;
  const byStudent = groupByStudent(marks);
  const questions = (byStudent.get(roster[0]?.candidate_id) ?? []).map((m) => questionName(l, m));
  const header = [...studentColumns(l), f.score, attainment ? f.attained : f.level, ...questions];
  const rows = roster.map((s) => [
    ...studentCells(s),
    s.score,
    levelOf(l, s, attainment),
    ...(byStudent.get(s.candidate_id) ?? []).map((m) => m.score),
  ]);
  return { name: l.sheets.scores, rows: [header, ...rows] };
}

/** Data file: one row per student per question. */
export function schoolDataSheet(l: ExportLabels, roster: CandidateExamDetails[], marks: StudentMark[]): Sheet {
  const f = l.field;
  const student = new Map(roster.map((s) => [s.candidate_id, s]));
  const header = [...studentColumns(l), f.paper, f.question, f.type, f.section, f.marks, f.max];
  const rows = marks.map((m) => [
    ...studentCells(student.get(m.candidate_no)!),
    m.paper_no,
    m.label,
    typeName(l, m.type),
    m.section && groupName(l, 'section', m.section),
    m.score,
    m.max_score,
  ]);
  return { name: l.sheets.data, rows: [header, ...rows] };
}

/** Analysis: the school analysis's tables, one sheet each. */
export function schoolAnalysisSheets(l: ExportLabels, a: SchoolAnalysisResponse): Sheet[] {
  const f = l.field;
  return [
    {
      name: l.sheets.summary,
      rows: [
        [f.item, f.school, f.all],
        [f.participantsSchool, a.participants_school, a.participants_all],
        [f.schoolsAll, null, a.schools_all],
        [f.score, a.average_school, a.average_all],
      ],
    },
    {
      name: l.sheets.histogram,
      rows: [[f.from, f.to, f.school, f.all], ...a.histogram.map((b) => [b.from, b.to, b.school, b.all])],
    },
    {
      name: l.sheets.levels,
      rows: [[f.level, f.school, f.all], ...a.levels.map((x) => [levelName(l, x.level), x.school, x.all])],
    },
    groupsSheet(l, a.groups, false),
    {
      name: l.sheets.questions,
      rows: [
        [f.paper, f.question, f.type, f.max, f.facilitySchool, f.facilityAll, f.discrimination],
        ...a.questions.map((x) => [
          x.paper_no,
          x.label,
          typeName(l, x.type),
          x.max_score,
          x.facility_school,
          x.facility_all,
          x.discrimination_school,
        ]),
      ],
    },
  ];
}

/** Results list: the roster with scores, levels and ranks. */
export function schoolListSheet(l: ExportLabels, roster: CandidateExamDetails[], attainment: boolean): Sheet {
  const f = l.field;
  const header = [
    ...studentColumns(l),
    f.language,
    f.score,
    f.paper1,
    f.paper2,
    attainment ? f.attained : f.level,
    f.rankInSchool,
    f.rankInTerritory,
  ];
  const rows = roster.map((s) => [
    ...studentCells(s),
    s.language_version ? (l.languages[s.language_version] ?? s.language_version) : null,
    s.score,
    s.paper1_score,
    s.paper2_score,
    levelOf(l, s, attainment),
    s.rank_in_school,
    s.rank_in_territory,
  ]);
  return { name: l.sheets.list, rows: [header, ...rows] };
}
