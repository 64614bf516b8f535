// The office's contact details on the public pages (phone, email, address, hours, social media page);
// the server fills them into every page it serves, so a save shows at once. Every one is required.
import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import type { ContactSettings } from '@mockexam/contracts';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { useActionError } from '../../components/useActionError';
import { applyFieldErrors } from '../../lib';
import { useContactSettings, useUpdateContactSettings } from './api';

/** Each field with its length cap (the server's, shared/contracts/src/site.ts). */
const FIELDS = [
  ['phone', 20],
  ['email', 254],
  ['address_zh', 200],
  ['address_en', 200],
  ['hours_zh', 120],
  ['hours_en', 120],
  ['social_url', 500],
] as const;

export function ContactDetailsCard() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const actionError = useActionError();
  const settings = useContactSettings();
  const update = useUpdateContactSettings();
  const [form] = Form.useForm<ContactSettings>();
  const [result, setResult] = useState<ActionResult | null>(null);

  async function save(values: ContactSettings) {
    if (update.isPending) return;
    try {
      const body = Object.fromEntries(FIELDS.map(([k]) => [k, (values[k] ?? '').trim()])) as ContactSettings;
      await update.mutateAsync(body);
      setResult({ type: 'success', text: t('cycle.contact.saved') });
    } catch (e) {
      applyFieldErrors(form, e, locale);
      setResult({ type: 'error', text: actionError(e) });
    }
  }

  return (
    <Card className="admin-card" title={t('cycle.contact.title')} loading={settings.isFetching && !settings.data}>
      <ResultAlert result={result} onClose={() => setResult(null)} />
      {settings.isError && !settings.isFetching ? (
        <LoadError onRetry={() => void settings.refetch()} />
      ) : (
        settings.data && (
          <Form<ContactSettings> form={form} layout="vertical" onFinish={save} initialValues={settings.data}>
            <p>{t('cycle.contact.hint')}</p>
            {FIELDS.map(([key, max]) => (
              <Form.Item
                key={key}
                label={t(`cycle.contact.${key}`)}
                name={key}
                rules={[{ required: true, whitespace: true, message: t('cycle.required') }]}
              >
                <Input
                  style={{ maxWidth: 420 }}
                  maxLength={max}
                  type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : key === 'social_url' ? 'url' : 'text'}
                />
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
