// The current cycle's event dates, typed in Hong Kong time and saved as instants (only the ones changed).
import { useState } from 'react';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateCycleEvents, type AdminCycle, type EventKey } from '@mockexam/api-client';
import { formatDateTime } from '@mockexam/i18n/dates';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { EVENT_KEYS_IN_ORDER } from '../../cycleEvents';
import { applyFieldErrors, errorText, fromHkInput, langOf, toHkInput } from '../../lib';
import { changedEvents } from './changedEvents';

export function EventDatesCard({ cycle, onSaved }: { cycle: AdminCycle; onSaved: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const [form] = Form.useForm<Record<EventKey, string>>();
  const [result, setResult] = useState<ActionResult | null>(null);
  const [busy, setBusy] = useState(false);
  const validDate = (_: unknown, v: string) =>
    !v || fromHkInput(v) ? Promise.resolve() : Promise.reject(new Error(t('cycle.invalidDate')));

  async function save(values: Record<EventKey, string>) {
    setBusy(true);
    try {
      await updateCycleEvents(cycle.cycle_id, { events: changedEvents(cycle.events, values) });
      setResult({ type: 'success', text: t('cycle.eventsSaved') });
      onSaved();
    } catch (e) {
      applyFieldErrors(form, e, lang);
      setResult({ type: 'error', text: errorText(e, lang, t('common.error')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="admin-card" title={`${t('cycle.events')} · ${lang === 'en' ? cycle.name_en : cycle.name_zh}`}>
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
            extra={cycle.events[key] ? formatDateTime(cycle.events[key], lang) : t('home.notSet')}
            rules={[{ validator: validDate }]}
          >
            <Input type="datetime-local" style={{ maxWidth: 260 }} />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('cycle.saveEvents')}
        </Button>
      </Form>
    </Card>
  );
}
