// A paper's questions with their statistics; a flagged question's row is tinted and its flags say why (too
// hard, too easy, weak discrimination), so the highlight never rests on colour alone.
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { ItemStatistic, PaperStatistic } from '@mockexam/contracts';
import { NoRecords } from '@mockexam/ui';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { decimal, percent } from './numbers';

export function ItemsTable({ paper }: { paper: PaperStatistic }) {
  const { t } = useTranslation('admin');
  const none = t('common.none');
  return (
    <ScrollRegion label={t('exams.analysis.tableLabel', { no: paper.paper_no })}>
      <Table<ItemStatistic>
        size="small"
        rowKey="question_id"
        pagination={false}
        dataSource={paper.questions}
        rowClassName={(q) => (q.flags.length ? 'admin-item-flagged' : '')}
        locale={{ emptyText: <NoRecords /> }}
        columns={[
          { title: t('exams.questions.label'), dataIndex: 'label' },
          { title: t('exams.questions.type'), dataIndex: 'type', render: (type: string) => t(`exams.type.${type}`) },
          { title: t('exams.questions.max'), dataIndex: 'max_score', align: 'right' },
          { title: t('exams.analysis.mean'), dataIndex: 'mean', align: 'right', render: (v) => decimal(v, 2) ?? none },
          {
            title: t('exams.analysis.facility'),
            dataIndex: 'facility',
            align: 'right',
            render: (v) => percent(v) ?? none,
          },
          {
            title: t('exams.analysis.discrimination'),
            dataIndex: 'discrimination',
            align: 'right',
            render: (v) => decimal(v, 2) ?? none,
          },
          {
            title: t('exams.analysis.efficiency'),
            dataIndex: 'discriminative_efficiency',
            align: 'right',
            render: (v) => percent(v) ?? none,
          },
          {
            title: t('exams.analysis.flags'),
            key: 'flags',
            render: (_: unknown, q) =>
              q.flags.length
                ? q.flags.map((flag) => (
                    <Tag key={flag} color="warning">
                      {t(`exams.analysis.flag.${flag}`)}
                    </Tag>
                  ))
                : none,
          },
        ]}
      />
    </ScrollRegion>
  );
}
