// Hong Kong public holidays, one year at a time: bank receipts uploaded on a holiday are processed on the next
// working day, so next year's gazetted holidays are entered here rather than in code.
import { useState } from 'react';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import type { PublicHoliday } from '@mockexam/api-client';
import { nameIn } from '@mockexam/i18n';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { useActionError } from '../../components/useActionError';
import { hkYear } from '@mockexam/i18n/dates';
import { AddHolidayDialog } from './AddHolidayDialog';
import { useHolidays, useRemoveHoliday } from './api';
import { holidayDate, yearOptions } from './holidayDates';
import { HolidaysTable } from './HolidaysTable';

export function HolidaysCard() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const actionError = useActionError();
  const { modal } = App.useApp();
  const thisYear = hkYear();
  const [year, setYear] = useState(thisYear);
  const holidays = useHolidays(year);
  const removal = useRemoveHoliday();
  const [adding, setAdding] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);

  function added(r: ActionResult, date?: string) {
    setAdding(false);
    setResult(r);
    if (r.type !== 'success') return;
    // Show the year the new holiday is in (the add has invalidated the lists, so the shown one is read again).
    if (date) setYear(Number(date.slice(0, 4)));
  }

  function remove(h: PublicHoliday) {
    const date = holidayDate(h.date, locale);
    modal.confirm({
      title: t('holidays.removeTitle'),
      content: t('holidays.removeText', { date, name: nameIn(h, locale) }),
      okText: t('holidays.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await removal.mutateAsync(h.date);
          setResult({ type: 'success', text: t('holidays.removed', { date }) });
        } catch (e) {
          setResult({ type: 'error', text: actionError(e) });
        }
      },
    });
  }

  return (
    <Card
      className="admin-card"
      title={t('holidays.title')}
      extra={<Button onClick={() => setAdding(true)}>{t('holidays.add')}</Button>}
    >
      <p>{t('holidays.hint')}</p>
      <ResultAlert result={result} onClose={() => setResult(null)} />
      <Form className="admin-toolbar" layout="vertical" component="div">
        <Form.Item label={t('holidays.year')} htmlFor="admin-holiday-year">
          <Select
            id="admin-holiday-year"
            style={{ width: 120 }}
            value={year}
            onChange={(y: number) => setYear(y)}
            options={yearOptions(thisYear, year).map((y) => ({ value: y, label: String(y) }))}
          />
        </Form.Item>
      </Form>
      {holidays.isError && !holidays.isFetching ? (
        <LoadError onRetry={() => void holidays.refetch()} />
      ) : (
        <HolidaysTable holidays={holidays.data ?? []} loading={holidays.isFetching} onRemove={remove} />
      )}
      {adding && <AddHolidayDialog onClose={() => setAdding(false)} onDone={added} />}
    </Card>
  );
}
