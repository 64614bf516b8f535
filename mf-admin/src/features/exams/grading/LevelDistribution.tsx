// A run's level distribution as a table with a bar per level (antd Progress: no chart library for this), so
// staff can look it over before they publish. The bars carry their numbers as text, never colour alone.
import Progress from 'antd/es/progress';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { AdminGradingRun } from '@mockexam/contracts';
import { levelRows, type LevelRow } from './distribution';

export function LevelDistribution({ run, attainOnly }: { run: AdminGradingRun; attainOnly: boolean }) {
  const { t } = useTranslation('admin');
  const levelName = (level: string) =>
    level === 'attained' || level === 'unattained' || level === 'U'
      ? t(`exams.grading.levelName.${level}`)
      : t('exams.grading.levelName.level', { level });
  return (
    <Table<LevelRow>
      size="small"
      rowKey="level"
      pagination={false}
      dataSource={levelRows(run.distribution, attainOnly)}
      caption={t('exams.grading.distributionOf', { run: run.run_id })}
      columns={[
        { title: t('exams.grading.level'), key: 'level', render: (_: unknown, row) => levelName(row.level) },
        { title: t('exams.grading.candidates'), dataIndex: 'count', align: 'right' },
        {
          title: t('exams.grading.share'),
          key: 'bar',
          width: '50%',
          render: (_: unknown, row) => (
            <Progress
              percent={row.percent}
              // At 100% antd would show a tick instead of the number.
              status="normal"
              format={(percent) => `${percent}%`}
              aria-label={t('exams.grading.barLabel', { level: levelName(row.level), percent: row.percent })}
            />
          ),
        },
      ]}
    />
  );
}
