// One year's public holidays, each with a Remove button.
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { PublicHoliday } from '@mockexam/api-client';
import { NoRecords } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';
import { holidayDate } from './holidayDates';
import { ScrollRegion } from '../../components/ScrollRegion';

interface Props {
  holidays: PublicHoliday[];
  loading: boolean;
  onRemove: (holiday: PublicHoliday) => void;
}

export function HolidaysTable({ holidays, loading, onRemove }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <ScrollRegion label={t('holidays.tableLabel')}>
      <Table<PublicHoliday>
        size="small"
        rowKey="date"
        loading={loading}
        pagination={false}
        dataSource={holidays}
        locale={{ emptyText: <NoRecords /> }}
        columns={[
          { title: t('holidays.date'), dataIndex: 'date', render: (d: string) => holidayDate(d, locale) },
          { title: t('holidays.nameZh'), dataIndex: 'name_zh' },
          { title: t('holidays.nameEn'), dataIndex: 'name_en' },
          {
            title: t('common.actions'),
            key: 'remove',
            render: (_: unknown, h) => (
              <Button
                danger
                onClick={() => onRemove(h)}
                aria-label={`${t('holidays.remove')} ${holidayDate(h.date, locale)}`}
              >
                {t('holidays.remove')}
              </Button>
            ),
          },
        ]}
      />
    </ScrollRegion>
  );
}
