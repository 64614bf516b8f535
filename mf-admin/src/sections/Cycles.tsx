// Every exam cycle, with the current one tagged: staff open next year's cycle and, when it is ready, make it
// current (enrolment, event dates, products and the dashboard follow the current cycle).
import { useState } from 'react';
import { App, Button, Card, Form, Input, Switch, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { createAdminCycle, makeAdminCycleCurrent, type AdminCycle, type CycleCreate } from '@mockexam/api-client';
import { NoRecords } from '@mockexam/ui';
import { errorText, langOf } from '../lib';
import type { ActionResult } from './ReceiptActions';
import { Result } from './Result';
import { FormModal } from './FormModal';

/** 'YYYY-YY', e.g. 2025-26 (what the server accepts). */
export const CYCLE_CODE = /^\d{4}-\d{2}$/;

function NewCycleForm({ onClose, onDone }: { onClose: () => void; onDone: (r: ActionResult) => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<CycleCreate>();
  const required = { required: true, whitespace: true, message: t('cycle.required') };

  async function save(values: CycleCreate) {
    const body = {
      code: values.code.trim(),
      name_zh: values.name_zh.trim(),
      name_en: values.name_en.trim(),
      make_current: !!values.make_current,
    };
    await createAdminCycle(body);
    onDone({ type: 'success', text: t('cycles.created', { code: body.code }) });
  }

  return (
    <FormModal<CycleCreate>
      title={t('cycles.new')}
      form={form}
      initialValues={{ code: '', name_zh: '', name_en: '', make_current: false }}
      onSave={save}
      onError={onDone}
      onClose={onClose}
    >
      <Form.Item
        label={t('cycles.code')}
        name="code"
        extra={t('cycles.codeHint')}
        rules={[
          required,
          {
            validator: (_, v: string) =>
              !v?.trim() || CYCLE_CODE.test(v.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('cycles.codeInvalid'))),
          },
        ]}
      >
        <Input style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item label={t('cycles.nameZh')} name="name_zh" rules={[required]}>
        <Input />
      </Form.Item>
      <Form.Item label={t('cycles.nameEn')} name="name_en" rules={[required]}>
        <Input />
      </Form.Item>
      <Form.Item label={t('cycles.makeCurrent')} name="make_current" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}

export function Cycles({ cycles, onChanged }: { cycles: AdminCycle[]; onChanged: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const { modal } = App.useApp();
  const [creating, setCreating] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);

  function done(r: ActionResult) {
    setCreating(false);
    setResult(r);
    if (r.type === 'success') onChanged();
  }

  function makeCurrent(cycle: AdminCycle) {
    const name = lang === 'en' ? cycle.name_en : cycle.name_zh;
    modal.confirm({
      title: t('cycles.makeCurrentTitle', { code: cycle.code }),
      content: t('cycles.makeCurrentText', { name }),
      okText: t('cycles.makeCurrentAction'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await makeAdminCycleCurrent(cycle.cycle_id);
          setResult({ type: 'success', text: t('cycles.madeCurrent', { code: cycle.code }) });
          onChanged();
        } catch (e) {
          setResult({ type: 'error', text: errorText(e, lang, t('common.error')) });
        }
      },
    });
  }

  return (
    <Card
      className="admin-card"
      title={t('cycles.title')}
      extra={<Button onClick={() => setCreating(true)}>{t('cycles.new')}</Button>}
    >
      <Result result={result} onClose={() => setResult(null)} />
      <Table<AdminCycle>
        size="small"
        rowKey="cycle_id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={cycles}
        locale={{ emptyText: <NoRecords /> }}
        columns={[
          { title: t('cycles.code'), dataIndex: 'code' },
          { title: t('cycles.nameZh'), dataIndex: 'name_zh' },
          { title: t('cycles.nameEn'), dataIndex: 'name_en' },
          {
            title: t('cycles.status'),
            key: 'current',
            render: (_: unknown, c) => (c.is_current ? <Tag color="green">{t('cycles.current')}</Tag> : null),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, c) =>
              c.is_current ? null : (
                <Button onClick={() => makeCurrent(c)} aria-label={`${t('cycles.makeCurrentAction')} ${c.code}`}>
                  {t('cycles.makeCurrentAction')}
                </Button>
              ),
          },
        ]}
      />
      {creating && <NewCycleForm onClose={() => setCreating(false)} onDone={done} />}
    </Card>
  );
}
