// Every question's facility (mean mark over full marks) in the school and overall, their difference
// and the question's discrimination among the school's students, in a focusable scroll region.
import { useTranslation } from 'react-i18next';
import type { QuestionStatistic } from '@mockexam/contracts';
import { DataTable, type Column } from '@mockexam/ui/plain';
import { useAnalysisLabel } from '../../lib/analysisLabels';
import { formatCorrelation, formatMark, formatPercent, formatPoints } from '../../lib/format';
import { facilityDifference } from './questionRanking';

export function QuestionStatsTable({ questions }: { questions: QuestionStatistic[] }) {
  const { t } = useTranslation('report');
  const label = useAnalysisLabel();
  const columns: Column<QuestionStatistic>[] = [
    { title: t('questionStats.question'), key: 'label', render: (q) => q.label },
    { title: t('questionStats.paper'), key: 'paper', render: (q) => q.paper_no },
    { title: t('questionStats.type'), key: 'type', render: (q) => label('type', q.type) },
    { title: t('questionStats.fullMarks'), key: 'max', align: 'right', render: (q) => formatMark(q.max_score) },
    {
      title: t('questionStats.facilitySchool'),
      key: 'facility_school',
      align: 'right',
      render: (q) => formatPercent(q.facility_school),
    },
    {
      title: t('questionStats.facilityAll'),
      key: 'facility_all',
      align: 'right',
      render: (q) => formatPercent(q.facility_all),
    },
    {
      title: t('questionStats.difference'),
      key: 'difference',
      align: 'right',
      render: (q) => formatPoints(facilityDifference(q)),
    },
    {
      title: t('questionStats.discrimination'),
      key: 'discrimination',
      align: 'right',
      render: (q) => formatCorrelation(q.discrimination_school),
    },
  ];
  return (
    <div className="report-table-region" role="region" aria-label={t('questionStats.tableLabel')} tabIndex={0}>
      <DataTable rows={questions} columns={columns} rowKey={(q) => q.question_id} />
    </div>
  );
}
