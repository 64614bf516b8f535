// Hong Kong public holidays, one year at a time: bank receipts uploaded on a holiday are processed on the next
// working day, so next year's gazetted holidays are entered here rather than in code.
import { useState } from 'react';
import { App, Button, Card, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteAdminHoliday, type PublicHoliday } from '@mockexam/api-client';
import { LoadError } from '../../components/LoadError';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { errorText, hkYear, langOf } from '../../lib';
import { AddHolidayDialog } from './AddHolidayDialog';
import { useHolidays } from './api';
import { holidayDate, yearOptions } from './holidayDates';
import { HolidaysTable } from './HolidaysTable';

export function HolidaysCard() {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const { modal } = App.useApp();
  const thisYear = hkYear();
  const [year, setYear] = useState(thisYear);
  const holidays = useHolidays(year);
  const [adding, setAdding] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);

  function added(r: ActionResult, date?: string) {
    setAdding(false);
    setResult(r);
    if (r.type !== 'success') return;
    // Show the year the new holiday is in.
    const itsYear = date ? Number(date.slice(0, 4)) : year;
    if (itsYear !== year) setYear(itsYear);
    else holidays.reload();
  }

  function remove(h: PublicHoliday) {
    const date = holidayDate(h.date, lang);
    modal.confirm({
      title: t('holidays.removeTitle'),
      content: t('holidays.removeText', { date, name: lang === 'en' ? h.name_en : h.name_zh }),
      okText: t('holidays.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await deleteAdminHoliday(h.date);
          setResult({ type: 'success', text: t('holidays.removed', { date }) });
        } catch (e) {
          setResult({ type: 'error', text: errorText(e, lang, t('common.error')) });
        }
        holidays.reload();
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
      {holidays.error ? (
        <LoadError onRetry={holidays.reload} />
      ) : (
        <HolidaysTable holidays={holidays.data ?? []} loading={holidays.loading} onRemove={remove} />
      )}
      {adding && <AddHolidayDialog onClose={() => setAdding(false)} onDone={added} />}
    </Card>
  );
}
