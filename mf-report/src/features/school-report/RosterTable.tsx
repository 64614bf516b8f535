// The school's students for one exam: class, student number, name, candidate number (two groups of
// four), level, weighted total and rank in the school, with the way into each student's marking
// review. In a focusable, labelled scroll region; on a phone one column holds the whole student.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CandidateExamDetails } from '@mockexam/contracts';
import { formatCandidateNo } from '@mockexam/contracts/text';
import { DataTable, type Column } from '@mockexam/ui/plain';
import { formatTotal, NO_VALUE } from '../../lib/format';
import { LevelText } from '../../lib/LevelText';
import { desktopReportPath, useLocalePrefix } from '../../lib/paths';

interface Props {
  examId: number;
  students: CandidateExamDetails[];
  /** Pages of 50 on screen; every row at once for print. */
  paginate: boolean;
  /** The link to each student's report (not on the printed school report). */
  withLinks: boolean;
}

const PAGE_SIZES = [20, 50, 100, 200];

/** Missing numbers sort last. */
const byNumber = (a: number | null, b: number | null) => (a ?? Infinity) - (b ?? Infinity);
const studentNumber = (s: CandidateExamDetails) => (s.student_no === null ? null : Number(s.student_no));

export function RosterTable({ examId, students, paginate, withLinks }: Props) {
  const { t } = useTranslation('report');
  const prefix = useLocalePrefix();
  const reportLink = (s: CandidateExamDetails) => (
    <Link
      to={desktopReportPath(prefix, examId, s.candidate_id)}
      aria-label={t('roster.viewReportOf', { name: s.candidate_name })}
    >
      {t('roster.viewReport')}
    </Link>
  );
  const columns: Column<CandidateExamDetails>[] = [
    {
      title: t('roster.class'),
      key: 'class',
      screen: 'wide',
      render: (s) => s.class ?? NO_VALUE,
      compare: (a, b) => (a.class ?? '').localeCompare(b.class ?? '') || byNumber(studentNumber(a), studentNumber(b)),
    },
    { title: t('roster.studentNo'), key: 'student_no', screen: 'wide', render: (s) => s.student_no ?? NO_VALUE },
    { title: t('roster.name'), key: 'name', screen: 'wide', render: (s) => s.candidate_name },
    {
      title: t('roster.candidateNo'),
      key: 'candidate_no',
      screen: 'wide',
      render: (s) => formatCandidateNo(s.candidate_id),
    },
    {
      title: t('roster.level'),
      key: 'level',
      screen: 'wide',
      render: (s) => <LevelText level={s.level} attained={s.attained} />,
    },
    {
      title: t('roster.total'),
      key: 'total',
      screen: 'wide',
      align: 'right',
      render: (s) => formatTotal(s.score),
      compare: (a, b) => byNumber(a.score, b.score),
    },
    {
      title: t('roster.rank'),
      key: 'rank',
      screen: 'wide',
      align: 'right',
      render: (s) => s.rank_in_school ?? NO_VALUE,
      compare: (a, b) => byNumber(a.rank_in_school, b.rank_in_school),
    },
    {
      title: t('roster.student'),
      key: 'student',
      screen: 'phone',
      render: (s) => (
        <div className="roster-student-cell">
          <strong>{s.candidate_name}</strong>
          <span>
            {t('roster.class')} {s.class ?? NO_VALUE} · {t('roster.studentNo')} {s.student_no ?? NO_VALUE}
          </span>
          <span>{formatCandidateNo(s.candidate_id)}</span>
          <span>
            {t('roster.level')} <LevelText level={s.level} attained={s.attained} /> · {t('roster.total')}{' '}
            {formatTotal(s.score)} · {t('roster.rank')} {s.rank_in_school ?? NO_VALUE}
          </span>
          {withLinks && reportLink(s)}
        </div>
      ),
    },
  ];
  if (withLinks) columns.push({ title: t('roster.report'), key: 'report', screen: 'wide', render: reportLink });
  return (
    <div className="report-table-region" role="region" aria-label={t('roster.tableLabel')} tabIndex={0}>
      <DataTable
        rows={students}
        columns={columns}
        rowKey={(s) => s.candidate_id}
        pageSizes={paginate ? PAGE_SIZES : undefined}
        pageSize={50}
      />
    </div>
  );
}
