// One message's texts in one language (see Templates).
import { useRef, useState } from 'react';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { NoticeTemplate, NoticeTexts } from '@mockexam/contracts';
import { useLocale } from '@mockexam/ui/text';
import { applyFieldErrors } from '../../components/formRules';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { useActionError } from '../../components/useActionError';
import { usePreviewNoticeTemplate, useResetNoticeTemplate, useSaveNoticeTemplate } from './api';

type Field = keyof NoticeTexts;
const FIELDS: { name: Field; label: string; rows: number }[] = [
  { name: 'sms_body', label: 'notices.templates.sms', rows: 3 },
  { name: 'email_subject', label: 'notices.templates.emailSubject', rows: 1 },
  { name: 'email_body', label: 'notices.templates.emailBody', rows: 8 },
];

export function TemplateEditor({ template }: { template: NoticeTemplate }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { modal } = App.useApp();
  const actionError = useActionError();
  const [form] = Form.useForm<NoticeTexts>();
  const save = useSaveNoticeTemplate();
  const reset = useResetNoticeTemplate();
  const preview = usePreviewNoticeTemplate();
  const [result, setResult] = useState<ActionResult | null>(null);
  const [filled, setFilled] = useState<NoticeTexts | null>(null);
  // Where a placeholder goes: the last text the cursor was in, and the cursor's place in it.
  const cursor = useRef<{ field: Field; start: number; end: number }>({ field: 'sms_body', start: -1, end: -1 });
  const { event, locale: language } = template;
  const names = { event: t(`notices.event.${event}`), language: t(`notices.localeName.${language}`) };

  const remember = (field: Field) => (e: { currentTarget: HTMLTextAreaElement }) => {
    cursor.current = { field, start: e.currentTarget.selectionStart, end: e.currentTarget.selectionEnd };
  };

  function insert(placeholder: string) {
    const { field, start, end } = cursor.current;
    const text = String(form.getFieldValue(field) ?? '');
    const from = start < 0 ? text.length : start;
    const to = end < 0 ? text.length : end;
    const token = `{${placeholder}}`;
    form.setFieldValue(field, text.slice(0, from) + token + text.slice(to));
    cursor.current = { field, start: from + token.length, end: from + token.length };
  }

  function failed(error: unknown) {
    const atField = applyFieldErrors(form, error, locale);
    setResult({ type: 'error', text: atField ? t('notices.templates.fix') : actionError(error) });
  }

  async function onSave(texts: NoticeTexts) {
    setResult(null);
    try {
      await save.mutateAsync({ event, locale: language, texts });
      setResult({ type: 'success', text: t('notices.templates.saved') });
    } catch (e) {
      failed(e);
    }
  }

  async function onPreview() {
    setResult(null);
    setFilled(null);
    try {
      setFilled(await preview.mutateAsync({ event, locale: language, texts: form.getFieldsValue() }));
    } catch (e) {
      failed(e);
    }
  }

  function onReset() {
    modal.confirm({
      title: t('notices.templates.resetTitle'),
      content: t('notices.templates.resetText', names),
      okText: t('notices.templates.reset'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await reset.mutateAsync({ event, locale: language });
          form.setFieldsValue(template.defaults);
          setFilled(null);
          setResult({ type: 'success', text: t('notices.templates.resetDone') });
        } catch (e) {
          setResult({ type: 'error', text: actionError(e) });
        }
      },
    });
  }

  return (
    <Card
      className="admin-card"
      title={`${names.event} (${names.language})`}
      extra={
        <Tag color={template.edited ? 'gold' : 'default'}>
          {t(template.edited ? 'notices.templates.edited' : 'notices.templates.default')}
        </Tag>
      }
    >
      <ResultAlert result={result} onClose={() => setResult(null)} />
      <Form<NoticeTexts>
        form={form}
        layout="vertical"
        initialValues={{
          sms_body: template.sms_body,
          email_subject: template.email_subject,
          email_body: template.email_body,
        }}
        onFinish={(values) => void onSave(values)}
        onValuesChange={() => setFilled(null)}
      >
        <div role="group" aria-label={t('notices.templates.placeholders')} style={{ marginBottom: 12 }}>
          <div>{t('notices.templates.placeholders')}</div>
          <div className="admin-secondary">{t('notices.templates.placeholdersHint')}</div>
          <Space wrap size={[4, 4]}>
            {template.placeholders.map((p) => (
              <Button
                key={p}
                size="small"
                aria-label={t('notices.templates.insert', { placeholder: `{${p}}` })}
                title={t(`notices.templates.placeholder.${p}`)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => insert(p)}
              >
                {`{${p}}`} {t(`notices.templates.placeholder.${p}`)}
              </Button>
            ))}
          </Space>
        </div>
        {FIELDS.map(({ name, label, rows }) => (
          <Form.Item key={name} name={name} label={t(label)} rules={[{ required: true, whitespace: true }]}>
            <Input.TextArea
              autoSize={{ minRows: rows, maxRows: rows === 1 ? 2 : 20 }}
              onSelect={remember(name)}
              onKeyUp={remember(name)}
              onClick={remember(name)}
              onFocus={remember(name)}
            />
          </Form.Item>
        ))}
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('notices.templates.save')}
          </Button>
          <Button onClick={() => void onPreview()} loading={preview.isPending}>
            {t('notices.templates.preview')}
          </Button>
          <Button danger disabled={!template.edited} onClick={onReset}>
            {t('notices.templates.reset')}
          </Button>
        </Space>
      </Form>
      {filled && (
        <Card size="small" title={t('notices.templates.previewTitle')} style={{ marginTop: 16 }}>
          <Descriptions
            column={1}
            size="small"
            items={FIELDS.map(({ name, label }) => ({
              key: name,
              label: t(label),
              children: <pre className="admin-data">{filled[name]}</pre>,
            }))}
          />
        </Card>
      )}
    </Card>
  );
}
