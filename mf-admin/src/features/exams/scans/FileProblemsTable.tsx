// The files that were not stored, each with its reason: the server's words (both languages, shown in the
// page's) or the back office's own for what was refused before sending.
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { BilingualText } from '@mockexam/contracts';
import { textIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import { ScrollRegion } from '../../../components/ScrollRegion';

export interface FileProblem {
  file: string;
  /** The back office's own reason (a key of its strings)... */
  key?: string;
  /** ...or the server's. */
  message?: BilingualText;
}

export function FileProblemsTable({ problems }: { problems: FileProblem[] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <ScrollRegion label={t('exams.scans.problemsLabel')}>
      <Table<FileProblem & { row: number }>
        size="small"
        rowKey="row"
        caption={t('exams.scans.problemsCaption', { count: problems.length })}
        dataSource={problems.map((p, row) => ({ ...p, row }))}
        pagination={problems.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        columns={[
          { title: t('exams.scans.file'), dataIndex: 'file' },
          {
            title: t('exams.marks.message'),
            key: 'message',
            render: (_: unknown, p) => (p.message ? textIn(p.message, locale) : t(p.key ?? 'common.error')),
          },
        ]}
      />
    </ScrollRegion>
  );
}
