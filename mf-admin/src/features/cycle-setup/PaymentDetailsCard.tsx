// The FPS and bank details candidates are shown; every one is required.
import { useState } from 'react';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { updatePaymentSettings } from '@mockexam/api-client';
import type { PaymentSettings } from '@mockexam/contracts';
import { LoadError } from '../../components/LoadError';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { applyFieldErrors, errorText, langOf } from '../../lib';
import { usePaymentSettings } from './api';

const FIELDS = ['fps_id', 'fps_name', 'bank_name_zh', 'bank_name_en', 'bank_account_no', 'bank_account_name'] as const;

export function PaymentDetailsCard() {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const settings = usePaymentSettings();
  const [form] = Form.useForm<PaymentSettings>();
  const [result, setResult] = useState<ActionResult | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(values: PaymentSettings) {
    setBusy(true);
    try {
      const body = Object.fromEntries(FIELDS.map((k) => [k, (values[k] ?? '').trim()])) as PaymentSettings;
      await updatePaymentSettings(body);
      setResult({ type: 'success', text: t('cycle.settingsSaved') });
    } catch (e) {
      applyFieldErrors(form, e, lang);
      setResult({ type: 'error', text: errorText(e, lang, t('common.error')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="admin-card" title={t('cycle.paymentSettings')} loading={settings.loading && !settings.data}>
      <ResultAlert result={result} onClose={() => setResult(null)} />
      {settings.error ? (
        <LoadError onRetry={settings.reload} />
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
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('common.save')}
            </Button>
          </Form>
        )
      )}
    </Card>
  );
}
