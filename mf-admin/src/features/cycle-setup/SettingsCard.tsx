// A card that edits one settings record of text fields (payee details, contact details): every field
// required and trimmed, the server's field messages on their fields, the outcome above the form.
import { useState, type ReactNode } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { useActionError } from '../../components/useActionError';
import { applyFieldErrors } from '../../components/formRules';

export interface SettingsField<T> {
  key: keyof T & string;
  label: string;
  maxLength?: number;
  type?: 'text' | 'email' | 'tel' | 'url';
}

interface Props<T> {
  title: string;
  hint?: ReactNode;
  fields: SettingsField<T>[];
  settings: UseQueryResult<T>;
  update: UseMutationResult<unknown, unknown, T>;
  savedText: string;
}

export function SettingsCard<T extends Record<string, string>>({
  title,
  hint,
  fields,
  settings,
  update,
  savedText,
}: Props<T>) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const actionError = useActionError();
  const [form] = Form.useForm<T>();
  const [result, setResult] = useState<ActionResult | null>(null);

  async function save(values: T) {
    if (update.isPending) return;
    try {
      const body = Object.fromEntries(fields.map(({ key }) => [key, (values[key] ?? '').trim()])) as T;
      await update.mutateAsync(body);
      setResult({ type: 'success', text: savedText });
    } catch (e) {
      applyFieldErrors(form, e, locale);
      setResult({ type: 'error', text: actionError(e) });
    }
  }

  return (
    <Card className="admin-card" title={title} loading={settings.isFetching && !settings.data}>
      <ResultAlert result={result} onClose={() => setResult(null)} />
      {settings.isError && !settings.isFetching ? (
        <LoadError onRetry={() => void settings.refetch()} />
      ) : (
        settings.data && (
          <Form<T> form={form} layout="vertical" onFinish={save} initialValues={settings.data as never}>
            {hint}
            {fields.map(({ key, label, maxLength, type = 'text' }) => (
              <Form.Item
                key={key}
                label={label}
                name={key as string}
                rules={[{ required: true, whitespace: true, message: t('cycle.required') }]}
              >
                <Input style={{ maxWidth: 420 }} maxLength={maxLength} type={type} />
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
