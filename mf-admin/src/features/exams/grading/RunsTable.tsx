// Every grading run of the exam, newest first: when and by whom, how many candidates, and whether (and by
// whom) it was published. Only the newest run holds results; older ones are kept as the record.
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { AdminGradingRun } from '@mockexam/contracts';
import { formatDateTime } from '@mockexam/i18n/dates';
import { NoRecords } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { RunStatusTag } from './RunStatusTag';

export function RunsTable({ runs, loading }: { runs: AdminGradingRun[]; loading: boolean }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const none = t('common.none');
  return (
    <ScrollRegion label={t('exams.grading.runs')}>
      <Table<AdminGradingRun>
        size="small"
        rowKey="run_id"
        loading={loading}
        pagination={runs.length > 20 ? { pageSize: 20 } : false}
        dataSource={runs}
        caption={t('exams.grading.runs')}
        locale={{ emptyText: <NoRecords /> }}
        columns={[
          { title: t('exams.grading.run_id'), dataIndex: 'run_id' },
          { title: t('exams.grading.ranAt'), dataIndex: 'ran_at', render: (v: string) => formatDateTime(v, locale) },
          { title: t('exams.grading.ranBy'), dataIndex: 'ran_by', render: (v: string | null) => v ?? none },
          { title: t('exams.grading.candidates'), dataIndex: 'candidates', align: 'right' },
          { title: t('exams.grading.state'), key: 'state', render: (_: unknown, run) => <RunStatusTag run={run} /> },
          {
            title: t('exams.grading.publishedAt'),
            key: 'published',
            render: (_: unknown, run) =>
              run.published_at
                ? t('exams.grading.publishedBy', {
                    at: formatDateTime(run.published_at, locale),
                    name: run.published_by ?? none,
                  })
                : none,
          },
        ]}
      />
    </ScrollRegion>
  );
}
