// The rows that stopped an import, as staff find them in their sheet: row number, column, and the message in
// the page's language (the catalogue holds both).
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { textIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import { ScrollRegion } from '../../../components/ScrollRegion';
import type { SheetRowError } from './rowErrors';

export function RowErrorsTable({ errors }: { errors: SheetRowError[] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <ScrollRegion label={t('exams.marks.errorsLabel')}>
      <Table<SheetRowError & { key: number }>
        size="small"
        rowKey="key"
        caption={t('exams.marks.errorsCaption', { count: errors.length })}
        dataSource={errors.map((e, key) => ({ ...e, key }))}
        pagination={errors.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        columns={[
          { title: t('exams.marks.row'), dataIndex: 'row', align: 'right' },
          {
            title: t('exams.marks.column'),
            dataIndex: 'column',
            render: (v: string) => v || t('exams.marks.wholeRow'),
          },
          {
            title: t('exams.marks.message'),
            dataIndex: 'message',
            render: (m: SheetRowError['message']) => textIn(m, locale),
          },
        ]}
      />
    </ScrollRegion>
  );
}
