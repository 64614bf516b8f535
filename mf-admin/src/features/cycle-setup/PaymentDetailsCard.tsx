// The FPS and bank details candidates are shown; every one is required.
import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import type { PaymentSettings } from '@mockexam/contracts';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { useActionError } from '../../components/useActionError';
import { applyFieldErrors } from '../../lib';
import { usePaymentSettings, useUpdatePaymentSettings } from './api';

const FIELDS = ['fps_id', 'fps_name', 'bank_name_zh', 'bank_name_en', 'bank_account_no', 'bank_account_name'] as const;

export function PaymentDetailsCard() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const actionError = useActionError();
  const settings = usePaymentSettings();
  const update = useUpdatePaymentSettings();
  const [form] = Form.useForm<PaymentSettings>();
  const [result, setResult] = useState<ActionResult | null>(null);

  async function save(values: PaymentSettings) {
    if (update.isPending) return;
    try {
      const body = Object.fromEntries(FIELDS.map((k) => [k, (values[k] ?? '').trim()])) as PaymentSettings;
      await update.mutateAsync(body);
      setResult({ type: 'success', text: t('cycle.settingsSaved') });
    } catch (e) {
      applyFieldErrors(form, e, locale);
      setResult({ type: 'error', text: actionError(e) });
    }
  }

  return (
    <Card className="admin-card" title={t('cycle.paymentSettings')} loading={settings.isFetching && !settings.data}>
      <ResultAlert result={result} onClose={() => setResult(null)} />
      {settings.isError && !settings.isFetching ? (
        <LoadError onRetry={() => void settings.refetch()} />
      ) : (
        settings.data && (
          <Form<PaymentSettings> form={form} layout="vertical" onFinish={save} initialValues={settings.data}>
            {FIELDS.map((key) => (
              <Form.Item
                key={key}
                label={t(`cycle.${key}`)}
                name={key}
                rules={[{ required: true, whitespace: true, message: t('cycle.required') }]}
              >
                <Input style={{ maxWidth: 420 }} />
              </Form.Item>
            ))}
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              {t('common.save')}
            </Button>
          </Form>
        )
      )}
    </Card>
  );
}
