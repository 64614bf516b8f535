// The current cycle's event dates, typed in Hong Kong time and saved as instants (only the ones changed).
import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import type { AdminCycle, EventKey } from '@mockexam/api-client';
import { nameIn } from '@mockexam/i18n';
import { formatDateTime, fromHkInput, toHkInput } from '@mockexam/i18n/dates';
import { useLocale } from '@mockexam/ui/text';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { useActionError } from '../../components/useActionError';
import { EVENT_KEYS_IN_ORDER } from '../../components/cycleEvents';
import { applyFieldErrors } from '../../components/formRules';
import { useUpdateCycleEvents } from './api';
import { changedEvents } from './changedEvents';

export function EventDatesCard({ cycle }: { cycle: AdminCycle }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const actionError = useActionError();
  const [form] = Form.useForm<Record<EventKey, string>>();
  const [result, setResult] = useState<ActionResult | null>(null);
  const update = useUpdateCycleEvents(cycle.cycle_id);
  const validDate = (_: unknown, v: string) =>
    !v || fromHkInput(v) ? Promise.resolve() : Promise.reject(new Error(t('cycle.invalidDate')));

  async function save(values: Record<EventKey, string>) {
    if (update.isPending) return;
    try {
      await update.mutateAsync({ events: changedEvents(cycle.events, values) });
      setResult({ type: 'success', text: t('cycle.eventsSaved') });
    } catch (e) {
      applyFieldErrors(form, e, locale);
      setResult({ type: 'error', text: actionError(e) });
    }
  }

  return (
    <Card className="admin-card" title={`${t('cycle.events')} · ${nameIn(cycle, locale)}`}>
      <p>{t('cycle.eventsHint')}</p>
      <ResultAlert result={result} onClose={() => setResult(null)} />
      <Form
        key={JSON.stringify(cycle.events)}
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={Object.fromEntries(EVENT_KEYS_IN_ORDER.map((k) => [k, toHkInput(cycle.events[k])]))}
      >
        {EVENT_KEYS_IN_ORDER.map((key) => (
          <Form.Item
            key={key}
            label={t(`home.event.${key}`)}
            name={key}
            extra={cycle.events[key] ? formatDateTime(cycle.events[key], locale) : t('home.notSet')}
            rules={[{ validator: validDate }]}
          >
            <Input type="datetime-local" style={{ maxWidth: 260 }} />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('cycle.saveEvents')}
        </Button>
      </Form>
    </Card>
  );
}
