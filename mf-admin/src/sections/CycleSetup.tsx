// Cycle set-up: the cycles (new cycle, make one current), event dates, products and prices, venues with sessions
// and capacity, postage methods, the bank and FPS details shown to candidates, and the public holidays.
// Every write goes through /api/admin (audited there).
import { useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  addAdminVenueSession,
  createAdminVenue,
  getAdminPaymentSettings,
  getAdminPostageMethods,
  getAdminCycles,
  getAdminVenues,
  getProducts,
  updateAdminPostageMethod,
  updateAdminProduct,
  updateAdminVenue,
  updateAdminVenueSession,
  updateCycleEvents,
  updatePaymentSettings,
  type AdminCycle,
  type EventKey,
  type VenueUpsert,
} from '@mockexam/api-client';
import { MAX_CAPACITY, type PaymentSettings, type PostageMethod, type Product, type Venue, type VenueSession } from '@mockexam/contracts';
import { formatDate, formatDateTime } from '@mockexam/i18n/dates';
import { NoRecords } from '@mockexam/ui';
import {
  applyFieldErrors,
  dollarsToCents,
  errorText,
  fromHkInput,
  hkd,
  langOf,
  moneyRule,
  toHkInput,
  useLoad,
  type Lang,
} from '../lib';
import { EVENT_KEYS, LoadError } from './Overview';
import type { ActionResult } from './ReceiptActions';
import { Cycles } from './Cycles';
import { Holidays } from './Holidays';
import { Result } from './Result';
import { FormModal } from './FormModal';

const SUBJECTS = ['chi', 'eng', 'hist', 'csd'] as const;

type Cycle = AdminCycle;
type CycleProduct = AdminCycle['products'][number];

/** The dates that differ from the cycle's (null clears one); the server takes a partial update. */
export function changedEvents(
  current: Record<string, string>,
  values: Partial<Record<EventKey, string>>,
): Partial<Record<EventKey, string | null>> {
  const changed: Partial<Record<EventKey, string | null>> = {};
  for (const key of EVENT_KEYS) {
    const next = values[key] ? fromHkInput(values[key]) : null;
    const before = current[key] ? new Date(current[key]).toISOString() : null;
    if (next !== before) changed[key] = next;
  }
  return changed;
}

// --- event dates --------------------------------------------------------------------------------------

export function EventDates({ cycle, onSaved }: { cycle: Cycle; onSaved: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const [form] = Form.useForm<Record<EventKey, string>>();
  const [result, setResult] = useState<ActionResult | null>(null);
  const [busy, setBusy] = useState(false);

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
      <Result result={result} onClose={() => setResult(null)} />
      <Form
        key={JSON.stringify(cycle.events)}
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={Object.fromEntries(EVENT_KEYS.map((k) => [k, toHkInput(cycle.events[k])]))}
      >
        {EVENT_KEYS.map((key) => (
          <Form.Item
            key={key}
            label={t(`home.event.${key}`)}
            name={key}
            extra={cycle.events[key] ? formatDateTime(cycle.events[key], lang) : t('home.notSet')}
            rules={[
              {
                validator: (_, v: string) =>
                  !v || fromHkInput(v) ? Promise.resolve() : Promise.reject(new Error(t('cycle.invalidDate'))),
              },
            ]}
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

// --- products ---------------------------------------------------------------------------------------------

interface ProductValues {
  price: string;
  exam_date?: string;
  active: boolean;
}

function Products({ cycle, onSaved }: { cycle: Cycle; onSaved: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const catalogue = useLoad(getProducts);
  const [editing, setEditing] = useState<CycleProduct | null>(null);
  const [result, setResult] = useState<ActionResult | null>(null);
  const [form] = Form.useForm<ProductValues>();
  const name = (p: CycleProduct) => {
    const listed = catalogue.data?.find((c: Product) => c.product_id === p.product_id);
    return listed ? (lang === 'en' ? listed.name_en : listed.name_zh) : t(`subject.${p.subject}`);
  };

  async function save(values: ProductValues) {
    if (!editing) return;
    try {
      await updateAdminProduct(editing.product_db_id, {
        price_cents: dollarsToCents(values.price) ?? 0,
        exam_date: values.exam_date || null,
        active: values.active,
      });
      setResult({ type: 'success', text: t('cycle.productSaved', { name: name(editing) }) });
      setEditing(null);
      onSaved();
      catalogue.reload();
    } catch (e) {
      if (!applyFieldErrors(form, e, lang)) {
        setEditing(null);
        setResult({ type: 'error', text: errorText(e, lang, t('common.error')) });
      }
    }
  }

  return (
    <Card className="admin-card" title={t('cycle.products')}>
      <Result result={result} onClose={() => setResult(null)} />
      <Table<CycleProduct>
        size="small"
        rowKey="product_db_id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={cycle.products}
        locale={{ emptyText: <NoRecords /> }}
        columns={[
          { title: t('cycle.product'), key: 'name', render: (_: unknown, p) => name(p) },
          { title: t('detail.subject'), dataIndex: 'subject', render: (s: string) => t(`subject.${s}`) },
          { title: t('cycle.price'), dataIndex: 'price_cents', align: 'right', render: (c: number) => hkd(c) },
          {
            title: t('cycle.examDate'),
            dataIndex: 'exam_date',
            render: (v: string | null) => (v ? formatDate(v, lang) : t('home.notSet')),
          },
          {
            title: t('cycle.active'),
            dataIndex: 'active',
            render: (v: boolean) => (v ? t('common.yes') : <Tag>{t('common.no')}</Tag>),
          },
          {
            title: t('common.actions'),
            key: 'edit',
            render: (_: unknown, p) => (
              <Button onClick={() => setEditing(p)} aria-label={`${t('cycle.edit')} ${name(p)}`}>
                {t('cycle.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={!!editing}
        title={editing ? t('cycle.editProduct', { name: name(editing) }) : ''}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        {editing && (
          <Form<ProductValues>
            form={form}
            layout="vertical"
            preserve={false}
            onFinish={save}
            initialValues={{
              price: (editing.price_cents / 100).toFixed(2),
              exam_date: editing.exam_date ?? '',
              active: editing.active,
            }}
          >
            <Form.Item
              label={t('cycle.price')}
              name="price"
              rules={[
                { required: true, whitespace: true, message: t('cycle.priceRequired') },
                moneyRule(lang, t('cycle.priceInvalid'), { allowZero: true }),
              ]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
            <Form.Item label={t('cycle.examDate')} name="exam_date">
              <Input type="date" />
            </Form.Item>
            <Form.Item label={t('cycle.active')} name="active" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Card>
  );
}

// --- venues and sessions ----------------------------------------------------------------------------------

interface SessionValues {
  subject?: string;
  starts_at: string;
  ends_at: string;
  capacity: number;
}

function VenueForm({
  venue,
  onClose,
  onDone,
}: {
  venue: Venue | 'new';
  onClose: () => void;
  onDone: (r: ActionResult) => void;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<VenueUpsert>();
  const required = [{ required: true, whitespace: true, message: t('cycle.required') }];

  async function save(values: VenueUpsert) {
    if (venue === 'new') await createAdminVenue({ ...values, active: true });
    else await updateAdminVenue(venue.venue_id, { ...values, active: values.active ?? true });
    onDone({ type: 'success', text: t('cycle.venueSaved') });
  }

  return (
    <FormModal<VenueUpsert>
      title={venue === 'new' ? t('cycle.addVenue') : t('cycle.editVenue')}
      form={form}
      initialValues={venue === 'new' ? { active: true } : { ...venue, active: true }}
      onSave={save}
      onError={onDone}
      onClose={onClose}
    >
      <Form.Item label={t('cycle.nameZh')} name="name_zh" rules={required}>
        <Input />
      </Form.Item>
      <Form.Item label={t('cycle.nameEn')} name="name_en" rules={required}>
        <Input />
      </Form.Item>
      <Form.Item label={t('cycle.addressZh')} name="address_zh" rules={required}>
        <Input />
      </Form.Item>
      <Form.Item label={t('cycle.addressEn')} name="address_en" rules={required}>
        <Input />
      </Form.Item>
      {venue !== 'new' && (
        <Form.Item label={t('cycle.active')} name="active" valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
    </FormModal>
  );
}

function SessionForm({
  venue,
  onClose,
  onDone,
}: {
  venue: Venue;
  onClose: () => void;
  onDone: (r: ActionResult) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const [form] = Form.useForm<SessionValues>();
  const dateRule = {
    validator: (_: unknown, v: string) =>
      !v || fromHkInput(v) ? Promise.resolve() : Promise.reject(new Error(t('cycle.invalidDate'))),
  };

  async function save(values: SessionValues) {
    await addAdminVenueSession(venue.venue_id, {
      subject: (values.subject || undefined) as (typeof SUBJECTS)[number] | undefined,
      starts_at: fromHkInput(values.starts_at)!,
      ends_at: fromHkInput(values.ends_at)!,
      capacity: values.capacity,
    });
    onDone({ type: 'success', text: t('cycle.sessionSaved') });
  }

  return (
    <FormModal<SessionValues>
      title={t('cycle.sessionFor', { name: lang === 'en' ? venue.name_en : venue.name_zh })}
      form={form}
      initialValues={{ subject: '' }}
      onSave={save}
      onError={onDone}
      onClose={onClose}
    >
      <Form.Item label={t('detail.subject')} name="subject">
        <Select
          options={[
            { value: '', label: t('orders.any') },
            ...SUBJECTS.map((s) => ({ value: s, label: t(`subject.${s}`) })),
          ]}
        />
      </Form.Item>
      <Form.Item
        label={t('cycle.startsAt')}
        name="starts_at"
        rules={[{ required: true, message: t('cycle.invalidDate') }, dateRule]}
      >
        <Input type="datetime-local" />
      </Form.Item>
      <Form.Item
        label={t('cycle.endsAt')}
        name="ends_at"
        dependencies={['starts_at']}
        rules={[
          { required: true, message: t('cycle.invalidDate') },
          dateRule,
          ({ getFieldValue }) => ({
            validator: (_, v: string) => {
              const start = fromHkInput(getFieldValue('starts_at') as string);
              const end = fromHkInput(v);
              return !start || !end || Date.parse(end) > Date.parse(start)
                ? Promise.resolve()
                : Promise.reject(new Error(t('cycle.endBeforeStart')));
            },
          }),
        ]}
      >
        <Input type="datetime-local" />
      </Form.Item>
      <Form.Item
        label={t('cycle.capacity')}
        name="capacity"
        rules={[{ required: true, type: 'integer', min: 0, max: MAX_CAPACITY, message: t('cycle.capacityRequired') }]}
      >
        <InputNumber min={0} max={MAX_CAPACITY} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}

function CapacityForm({
  session,
  onClose,
  onDone,
}: {
  session: VenueSession;
  onClose: () => void;
  onDone: (r: ActionResult) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const [form] = Form.useForm<{ capacity: number }>();

  async function save(values: { capacity: number }) {
    await updateAdminVenueSession(session.session_id, values.capacity);
    onDone({ type: 'success', text: t('common.saved') });
  }

  return (
    <FormModal<{ capacity: number }>
      title={`${t('cycle.capacity')}: ${formatDateTime(session.starts_at, lang)}`}
      form={form}
      initialValues={{ capacity: session.capacity }}
      onSave={save}
      onError={onDone}
      onClose={onClose}
    >
      <Form.Item
        label={t('cycle.capacity')}
        name="capacity"
        rules={[{ required: true, type: 'integer', min: 0, max: MAX_CAPACITY, message: t('cycle.capacityRequired') }]}
      >
        <InputNumber min={0} max={MAX_CAPACITY} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}

function SessionsTable({ venue, lang, onEdit }: { venue: Venue; lang: Lang; onEdit: (s: VenueSession) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Table<VenueSession>
      size="small"
      rowKey="session_id"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={venue.sessions}
      locale={{ emptyText: <NoRecords /> }}
      columns={[
        { title: t('overview.date'), dataIndex: 'date', render: (v: string) => formatDate(v, lang) },
        { title: t('detail.subject'), dataIndex: 'subject', render: (s: string | null) => (s ? t(`subject.${s}`) : t('common.none')) },
        { title: t('cycle.startsAt'), dataIndex: 'starts_at', render: (v: string) => formatDateTime(v, lang) },
        { title: t('cycle.endsAt'), dataIndex: 'ends_at', render: (v: string) => formatDateTime(v, lang) },
        { title: t('overview.capacity'), dataIndex: 'capacity', align: 'right' },
        {
          title: t('overview.seatsLeft'),
          dataIndex: 'seats_left',
          align: 'right',
          render: (v: number, s) => (s.full ? <Tag color="red">{t('overview.full')}</Tag> : v),
        },
        {
          title: t('common.actions'),
          key: 'edit',
          render: (_: unknown, s) => <Button onClick={() => onEdit(s)}>{t('cycle.capacity')}</Button>,
        },
      ]}
    />
  );
}

function Venues() {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const venues = useLoad(getAdminVenues);
  const [result, setResult] = useState<ActionResult | null>(null);
  const [venueForm, setVenueForm] = useState<Venue | 'new' | null>(null);
  const [sessionFor, setSessionFor] = useState<Venue | null>(null);
  const [capacityFor, setCapacityFor] = useState<VenueSession | null>(null);

  function done(r: ActionResult) {
    setVenueForm(null);
    setSessionFor(null);
    setCapacityFor(null);
    setResult(r);
    venues.reload();
  }

  return (
    <Card
      className="admin-card"
      title={t('cycle.venues')}
      extra={<Button onClick={() => setVenueForm('new')}>{t('cycle.addVenue')}</Button>}
    >
      <Result result={result} onClose={() => setResult(null)} />
      {venues.error ? (
        <LoadError onRetry={venues.reload} />
      ) : (
        <Table<Venue>
          size="small"
          rowKey="venue_id"
          loading={venues.loading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={venues.data ?? []}
          locale={{ emptyText: <NoRecords /> }}
          expandable={{
            expandedRowRender: (v) => <SessionsTable venue={v} lang={lang} onEdit={setCapacityFor} />,
            rowExpandable: () => true,
          }}
          columns={[
            { title: t('overview.venue'), key: 'name', render: (_: unknown, v) => (lang === 'en' ? v.name_en : v.name_zh) },
            { title: t('detail.address'), key: 'address', render: (_: unknown, v) => (lang === 'en' ? v.address_en : v.address_zh) },
            { title: t('cycle.sessions'), key: 'sessions', align: 'right', render: (_: unknown, v) => v.sessions.length },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_: unknown, v) => (
                <Space wrap>
                  <Button onClick={() => setVenueForm(v)}>{t('cycle.editVenue')}</Button>
                  <Button onClick={() => setSessionFor(v)}>{t('cycle.addSession')}</Button>
                </Space>
              ),
            },
          ]}
        />
      )}
      {venueForm && <VenueForm venue={venueForm} onClose={() => setVenueForm(null)} onDone={done} />}
      {sessionFor && <SessionForm venue={sessionFor} onClose={() => setSessionFor(null)} onDone={done} />}
      {capacityFor && <CapacityForm session={capacityFor} onClose={() => setCapacityFor(null)} onDone={done} />}
    </Card>
  );
}

// --- postage methods ----------------------------------------------------------------------------------------

interface PostageValues {
  name_zh: string;
  name_en: string;
  fee: string;
  active: boolean;
}

function Postage() {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const methods = useLoad(getAdminPostageMethods);
  const [editing, setEditing] = useState<PostageMethod | null>(null);
  const [result, setResult] = useState<ActionResult | null>(null);
  const [form] = Form.useForm<PostageValues>();

  async function save(values: PostageValues) {
    if (!editing) return;
    try {
      await updateAdminPostageMethod(editing.code, {
        name_zh: values.name_zh,
        name_en: values.name_en,
        fee_cents: Math.round(Number(values.fee) * 100),
        active: values.active,
      });
      setEditing(null);
      setResult({ type: 'success', text: t('common.saved') });
      methods.reload();
    } catch (e) {
      if (!applyFieldErrors(form, e, lang)) {
        setEditing(null);
        setResult({ type: 'error', text: errorText(e, lang, t('common.error')) });
      }
    }
  }

  return (
    <Card className="admin-card" title={t('cycle.postage')}>
      <Result result={result} onClose={() => setResult(null)} />
      {methods.error ? (
        <LoadError onRetry={methods.reload} />
      ) : (
        <Table<PostageMethod>
          size="small"
          rowKey="code"
          loading={methods.loading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={methods.data ?? []}
          locale={{ emptyText: <NoRecords /> }}
          columns={[
            { title: t('cycle.postageName'), key: 'name', render: (_: unknown, m) => (lang === 'en' ? m.name_en : m.name_zh) },
            { title: t('cycle.postageCode'), dataIndex: 'code' },
            { title: t('cycle.detailKind'), dataIndex: 'detail_kind', render: (k: string) => t(`cycle.detail.${k}`) },
            { title: t('cycle.fee'), dataIndex: 'fee_cents', align: 'right', render: (c: number) => hkd(c) },
            {
              title: t('common.actions'),
              key: 'edit',
              render: (_: unknown, m) => <Button onClick={() => setEditing(m)}>{t('cycle.edit')}</Button>,
            },
          ]}
        />
      )}
      <Modal
        open={!!editing}
        title={editing ? (lang === 'en' ? editing.name_en : editing.name_zh) : ''}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        {editing && (
          <Form<PostageValues>
            form={form}
            layout="vertical"
            preserve={false}
            onFinish={save}
            initialValues={{
              name_zh: editing.name_zh,
              name_en: editing.name_en,
              fee: (editing.fee_cents / 100).toFixed(2),
              active: true,
            }}
          >
            <Form.Item label={t('cycle.nameZh')} name="name_zh" rules={[{ required: true, whitespace: true, message: t('cycle.required') }]}>
              <Input />
            </Form.Item>
            <Form.Item label={t('cycle.nameEn')} name="name_en" rules={[{ required: true, whitespace: true, message: t('cycle.required') }]}>
              <Input />
            </Form.Item>
            <Form.Item
              label={t('cycle.fee')}
              name="fee"
              rules={[
                { required: true, whitespace: true, message: t('cycle.priceRequired') },
                moneyRule(lang, t('cycle.priceInvalid'), { allowZero: true }),
              ]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
            <Form.Item label={t('cycle.active')} name="active" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Card>
  );
}

// --- payment settings ---------------------------------------------------------------------------------------

const SETTINGS_FIELDS = ['fps_id', 'fps_name', 'bank_name_zh', 'bank_name_en', 'bank_account_no', 'bank_account_name'] as const;

function PaymentDetails() {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const settings = useLoad(getAdminPaymentSettings);
  const [form] = Form.useForm<PaymentSettings>();
  const [result, setResult] = useState<ActionResult | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(values: PaymentSettings) {
    setBusy(true);
    try {
      const body = Object.fromEntries(SETTINGS_FIELDS.map((k) => [k, (values[k] ?? '').trim()])) as PaymentSettings;
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
      <Result result={result} onClose={() => setResult(null)} />
      {settings.error ? (
        <LoadError onRetry={settings.reload} />
      ) : (
        settings.data && (
          <Form<PaymentSettings> form={form} layout="vertical" onFinish={save} initialValues={settings.data}>
            {SETTINGS_FIELDS.map((key) => (
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

export function CycleSetup() {
  const { t } = useTranslation('admin');
  const cycles = useLoad(getAdminCycles);
  const current = cycles.data?.find((c) => c.is_current) ?? null;
  return (
    <div>
      {cycles.error ? (
        <div className="admin-card">
          <LoadError onRetry={cycles.reload} />
        </div>
      ) : !cycles.data ? (
        <Card className="admin-card" loading />
      ) : (
        <>
          <Cycles cycles={cycles.data} onChanged={cycles.reload} />
          {current ? (
            <>
              <EventDates cycle={current} onSaved={cycles.reload} />
              <Products cycle={current} onSaved={cycles.reload} />
            </>
          ) : (
            <Alert className="admin-card" type="warning" showIcon title={t('cycle.noCycle')} />
          )}
        </>
      )}
      <Venues />
      <Postage />
      <PaymentDetails />
      <Holidays />
    </div>
  );
}
