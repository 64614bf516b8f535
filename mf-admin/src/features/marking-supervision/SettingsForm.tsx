// A question's marking settings: the mark step, the tolerance between two markers, how many qualification
// scripts a marker must mark within tolerance, how often a seed script comes and how many seeds beyond
// tolerance pause a marker, the share of scripts marked twice, how two marks make the final one, and
// whether live marking is open. The inputs hold the contract's ranges; the server checks them again.
import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import type { MarkingSettings } from '@mockexam/contracts';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { applyFieldErrors } from '../../components/formRules';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { useActionError } from '../../components/useActionError';
import { useSaveSettings, useSettings } from './api';
import { SETTING_RANGES, toleranceRule, wholeSettingRule, type WholeSetting } from './settingsRules';
import { NS } from './ns';

const WHOLE: WholeSetting[] = ['qualify_min', 'seed_every', 'seed_fail_limit', 'double_share'];

export function SettingsForm({ questionId }: { questionId: number }) {
  const settings = useSettings(questionId);
  if (settings.isError && !settings.isFetching) return <LoadError onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <Card loading />;
  return <SettingsFields key={questionId} questionId={questionId} saved={settings.data} />;
}

interface FieldsProps {
  questionId: number;
  saved: MarkingSettings & { label: string; max_score: number };
}

function SettingsFields({ questionId, saved }: FieldsProps) {
  const { t } = useTranslation(NS);
  const locale = useLocale();
  const actionError = useActionError();
  const [form] = Form.useForm<MarkingSettings>();
  const saving = useSaveSettings(questionId);
  const [result, setResult] = useState<ActionResult | null>(null);
  const required = { required: true, message: t('settings.required') };
  const id = (field: string) => `marking-settings-${questionId}-${field}`;

  function save(values: MarkingSettings) {
    setResult(null);
    saving.mutate(values, {
      onSuccess: () => setResult({ type: 'success', text: t('settings.saved', { label: saved.label }) }),
      onError: (e) => {
        if (!applyFieldErrors(form, e, locale)) setResult({ type: 'error', text: actionError(e) });
      },
    });
  }

  return (
    <Form<MarkingSettings>
      form={form}
      layout="vertical"
      initialValues={saved}
      onFinish={save}
      className="marking-settings"
      aria-label={t('settings.formLabel', { label: saved.label })}
    >
      <ResultAlert result={result} onClose={() => setResult(null)} />
      <div className="marking-settings-grid">
        <Form.Item label={t('settings.step')} name="step" htmlFor={id('step')} rules={[required]}>
          <Select
            id={id('step')}
            options={[
              { value: 0.5, label: t('settings.stepHalf') },
              { value: 1, label: t('settings.stepWhole') },
            ]}
          />
        </Form.Item>
        <Form.Item
          label={t('settings.tolerance')}
          name="tolerance"
          htmlFor={id('tolerance')}
          extra={t('settings.toleranceHelp', { max: saved.max_score })}
          rules={[
            required,
            toleranceRule(saved.max_score, locale, t('settings.toleranceAboveMax', { max: saved.max_score })),
          ]}
        >
          <InputNumber id={id('tolerance')} min={0} max={saved.max_score} step={0.5} style={{ width: '100%' }} />
        </Form.Item>
        {WHOLE.map((field) => (
          <Form.Item
            key={field}
            label={t(`settings.${field}`)}
            name={field}
            htmlFor={id(field)}
            extra={t(`settings.${field}Help`, SETTING_RANGES[field])}
            rules={[required, wholeSettingRule(field, locale)]}
          >
            <InputNumber
              id={id(field)}
              min={SETTING_RANGES[field].min}
              max={SETTING_RANGES[field].max}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        ))}
        <Form.Item label={t('settings.final_rule')} name="final_rule" htmlFor={id('final_rule')} rules={[required]}>
          <Select
            id={id('final_rule')}
            options={(['mean', 'higher', 'lower'] as const).map((rule) => ({
              value: rule,
              label: t(`settings.finalRule.${rule}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          label={t('settings.open')}
          name="open"
          htmlFor={id('open')}
          valuePropName="checked"
          extra={t('settings.openHelp')}
        >
          <Switch id={id('open')} />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" loading={saving.isPending}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}
