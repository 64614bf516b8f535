// Hong Kong public holidays, one year at a time: bank receipts uploaded on a holiday are processed on the next
// working day, so next year's gazetted holidays are entered here rather than in code.
import { useState } from 'react';
import { App, Button, Card, Form, Input, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  addAdminHoliday,
  deleteAdminHoliday,
  getAdminHolidays,
  type PublicHoliday,
  type PublicHolidayCreate,
} from '@mockexam/api-client';
import { formatDate } from '@mockexam/i18n/dates';
import { NoRecords } from '@mockexam/ui';
import { errorText, hkYear, langOf, useLoad, type Lang } from '../lib';
import { LoadError } from './Overview';
import type { ActionResult } from './ReceiptActions';
import { Result } from './Result';
import { FormModal } from './FormModal';

/** A 'YYYY-MM-DD' holiday as the other cards show dates (read as a Hong Kong day, whatever the browser zone). */
const holidayDate = (date: string, lang: Lang) => formatDate(`${date}T00:00:00+08:00`, lang);

/** The years offered: two back and three ahead of this Hong Kong year, and the one shown. */
export function yearOptions(thisYear: number, shown: number): number[] {
  const years = new Set<number>([shown]);
  for (let y = thisYear - 2; y <= thisYear + 3; y += 1) years.add(y);
  return [...years].sort((a, b) => a - b);
}

function AddHolidayForm({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (r: ActionResult, date?: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const [form] = Form.useForm<PublicHolidayCreate>();
  const required = { required: true, whitespace: true, message: t('cycle.required') };

  async function save(values: PublicHolidayCreate) {
    const body = { date: values.date, name_zh: values.name_zh.trim(), name_en: values.name_en.trim() };
    await addAdminHoliday(body);
    onDone({ type: 'success', text: t('holidays.added', { date: holidayDate(body.date, lang) }) }, body.date);
  }

  return (
    <FormModal<PublicHolidayCreate>
      title={t('holidays.add')}
      form={form}
      initialValues={{ date: '', name_zh: '', name_en: '' }}
      onSave={save}
      onError={onDone}
      onClose={onClose}
    >
      <Form.Item
        label={t('holidays.date')}
        name="date"
        rules={[
          { required: true, message: t('holidays.dateRequired') },
          {
            validator: (_, v: string) =>
              !v || /^\d{4}-\d{2}-\d{2}$/.test(v)
                ? Promise.resolve()
                : Promise.reject(new Error(t('holidays.dateRequired'))),
          },
        ]}
      >
        <Input type="date" style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item label={t('holidays.nameZh')} name="name_zh" rules={[required]}>
        <Input />
      </Form.Item>
      <Form.Item label={t('holidays.nameEn')} name="name_en" rules={[required]}>
        <Input />
      </Form.Item>
    </FormModal>
  );
}

export function Holidays() {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const { modal } = App.useApp();
  const thisYear = hkYear();
  const [year, setYear] = useState(thisYear);
  const holidays = useLoad(() => getAdminHolidays(year), [year]);
  const [adding, setAdding] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);
  const name = (h: PublicHoliday) => (lang === 'en' ? h.name_en : h.name_zh);

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
      content: t('holidays.removeText', { date, name: name(h) }),
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
      <Result result={result} onClose={() => setResult(null)} />
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
        <Table<PublicHoliday>
          size="small"
          rowKey="date"
          loading={holidays.loading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={holidays.data ?? []}
          locale={{ emptyText: <NoRecords /> }}
          columns={[
            { title: t('holidays.date'), dataIndex: 'date', render: (d: string) => holidayDate(d, lang) },
            { title: t('holidays.nameZh'), dataIndex: 'name_zh' },
            { title: t('holidays.nameEn'), dataIndex: 'name_en' },
            {
              title: t('common.actions'),
              key: 'remove',
              render: (_: unknown, h) => (
                <Button
                  danger
                  onClick={() => remove(h)}
                  aria-label={`${t('holidays.remove')} ${holidayDate(h.date, lang)}`}
                >
                  {t('holidays.remove')}
                </Button>
              ),
            },
          ]}
        />
      )}
      {adding && <AddHolidayForm onClose={() => setAdding(false)} onDone={added} />}
    </Card>
  );
}
