// One order: summary, items, shipping, payments, receipts, tickets and history; record a payment,
// cancel, extend the due time. Each action asks for confirmation and reports its result in both languages.
import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  adminReceiptImageUrl,
  cancelAdminOrder,
  extendAdminOrder,
  getAdminOrder,
  recordAdminPayment,
  type AdminOrderDetail,
  type AuditEntry,
  ApiError,
} from '@mockexam/api-client';
import { formatDateTime } from '@mockexam/i18n/dates';
import { NoRecords } from '@mockexam/ui';
import { MAX_DUE_AHEAD_DAYS, messageText } from '@mockexam/contracts';
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
import { LoadError } from './Overview';
import { statusColour } from './Orders';
import { ReceiptActions, type ActionResult } from './ReceiptActions';

type Detail = AdminOrderDetail;

interface PaymentValues {
  method: 'fps' | 'bank';
  amount: string;
  reference?: string;
  received_at?: string;
}

export function HistoryTable({ entries, lang }: { entries: AuditEntry[]; lang: Lang }) {
  const { t } = useTranslation('admin');
  return (
    <Table<AuditEntry & { row: number }>
      size="small"
      rowKey="row"
      scroll={{ x: 'max-content' }}
      pagination={entries.length > 50 ? { pageSize: 50 } : false}
      dataSource={entries.map((entry, row) => ({ ...entry, row }))}
      locale={{ emptyText: <NoRecords /> }}
      columns={[
        { title: t('audit.at'), dataIndex: 'at', render: (v: string) => formatDateTime(v, lang) },
        { title: t('audit.actor'), dataIndex: 'actor', render: (v: string | null) => v ?? t('audit.system') },
        { title: t('audit.role'), dataIndex: 'actor_role', render: (v: string | null) => v ?? t('common.none') },
        { title: t('audit.action'), dataIndex: 'action' },
        { title: t('audit.target'), key: 'target', render: (_: unknown, e) => `${e.entity} ${e.entity_id}` },
        {
          title: t('audit.data'),
          dataIndex: 'data',
          render: (v: unknown) => (
            <pre className="admin-data" style={{ maxWidth: 360 }}>
              {v === null || v === undefined ? '' : JSON.stringify(v, null, 1)}
            </pre>
          ),
        },
      ]}
    />
  );
}

function PaymentModal({
  open,
  order,
  onClose,
  onDone,
}: {
  open: boolean;
  order: Detail['order'];
  onClose: () => void;
  onDone: (r: ActionResult) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const { modal } = App.useApp();
  const [form] = Form.useForm<PaymentValues>();
  const outstanding = Math.max(order.total_cents - order.paid_cents, 0);

  function submit(values: PaymentValues) {
    const cents = dollarsToCents(values.amount)!;
    const receivedAt = values.received_at ? fromHkInput(values.received_at)! : undefined;
    modal.confirm({
      title: t('payment.confirmTitle'),
      content: t('payment.confirmText', { no: order.enrollment_no, amount: hkd(cents), method: t(`method.${values.method}`) }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const answer = await recordAdminPayment(order.enrollment_no, {
            method: values.method,
            amount_cents: cents,
            reference: values.reference?.trim() || undefined,
            received_at: receivedAt,
          });
          onClose();
          onDone({
            type: 'success',
            text: t('payment.done', {
              no: order.enrollment_no,
              status: t(`paymentStatus.${answer.order.payment_status}`),
            }),
          });
        } catch (e) {
          if (!applyFieldErrors(form, e, lang)) {
            onClose();
            onDone({ type: 'error', text: errorText(e, lang, t('common.error')) });
          }
        }
      },
    });
  }

  return (
    <Modal
      open={open}
      title={t('payment.record')}
      okText={t('payment.record')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PaymentValues>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        initialValues={{
          method: order.payment_method,
          amount: outstanding > 0 ? (outstanding / 100).toFixed(2) : '',
          received_at: toHkInput(new Date().toISOString()),
        }}
      >
        <Form.Item label={t('payment.method')} name="method" rules={[{ required: true }]}>
          <Select options={(['fps', 'bank'] as const).map((m) => ({ value: m, label: t(`method.${m}`) }))} />
        </Form.Item>
        <Form.Item
          label={t('payment.amount')}
          name="amount"
          rules={[
            { required: true, whitespace: true, message: t('payment.amountRequired') },
            moneyRule(lang, t('payment.amountInvalid')),
          ]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item label={t('payment.reference')} name="reference" rules={[{ max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          label={t('payment.receivedAt')}
          name="received_at"
          rules={[
            {
              validator: (_, v: string) =>
                !v || fromHkInput(v) ? Promise.resolve() : Promise.reject(new Error(t('payment.receivedAtInvalid'))),
            },
          ]}
        >
          <Input type="datetime-local" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ExtendModal({
  open,
  order,
  onClose,
  onDone,
}: {
  open: boolean;
  order: Detail['order'];
  onClose: () => void;
  onDone: (r: ActionResult) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ due_at: string }>();

  function submit(values: { due_at: string }) {
    const dueAt = fromHkInput(values.due_at)!;
    const due = formatDateTime(dueAt, lang);
    modal.confirm({
      title: t('extend.confirmTitle'),
      content: t('extend.confirmText', { no: order.enrollment_no, due }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await extendAdminOrder(order.enrollment_no, dueAt);
          onClose();
          onDone({ type: 'success', text: t('extend.done', { no: order.enrollment_no, due }) });
        } catch (e) {
          if (!applyFieldErrors(form, e, lang)) {
            onClose();
            onDone({ type: 'error', text: errorText(e, lang, t('common.error')) });
          }
        }
      },
    });
  }

  return (
    <Modal
      open={open}
      title={t('extend.action')}
      okText={t('extend.action')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={submit} initialValues={{ due_at: toHkInput(order.due_at) }}>
        <Form.Item
          label={t('extend.dueAt')}
          name="due_at"
          rules={[
            { required: true, message: t('extend.dueRequired') },
            {
              validator: (_, v: string) => {
                if (!v) return Promise.resolve();
                const iso = fromHkInput(v);
                if (!iso) return Promise.reject(new Error(t('payment.receivedAtInvalid')));
                if (Date.parse(iso) <= Date.now()) return Promise.reject(new Error(t('extend.dueInvalid')));
                // The server's own limit and words: at most a year ahead.
                return Date.parse(iso) > Date.now() + MAX_DUE_AHEAD_DAYS * 24 * 3600_000
                  ? Promise.reject(new Error(messageText('DUE_AT_TOO_FAR', lang)))
                  : Promise.resolve();
              },
            },
          ]}
        >
          <Input type="datetime-local" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function OrderDetail({ enrollmentNo, onBack }: { enrollmentNo: string; onBack: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const { modal } = App.useApp();
  const detail = useLoad(() => getAdminOrder(enrollmentNo), [enrollmentNo]);
  const [result, setResult] = useState<ActionResult | null>(null);
  const [paying, setPaying] = useState(false);
  const [extending, setExtending] = useState(false);

  function done(r: ActionResult) {
    setResult(r);
    detail.reload();
  }

  function cancel() {
    modal.confirm({
      title: t('cancel.confirmTitle'),
      content: t('cancel.confirmText', { no: enrollmentNo }),
      okText: t('cancel.action'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await cancelAdminOrder(enrollmentNo);
          done({ type: 'success', text: t('cancel.done', { no: enrollmentNo }) });
        } catch (e) {
          done({ type: 'error', text: errorText(e, lang, t('common.error')) });
        }
      },
    });
  }

  const back = (
    <Button onClick={onBack} style={{ marginBottom: 12 }}>
      {t('detail.back')}
    </Button>
  );

  if (detail.error) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div>
        {back}
        {missing ? (
          <Alert type="warning" showIcon role="alert" title={t('detail.notFound')} />
        ) : (
          <LoadError onRetry={detail.reload} />
        )}
      </div>
    );
  }
  if (!detail.data) return <Card loading>{back}</Card>;

  const { order, payments, receipts, history } = detail.data;
  const closed = order.status === 'cancelled' || order.status === 'expired';
  const lang2 = (zh: string, en: string) => (lang === 'en' ? en : zh);

  return (
    <div>
      {back}
      <h2>{t('detail.title', { no: order.enrollment_no })}</h2>
      {result && (
        <Alert
          type={result.type}
          showIcon
          closable
          onClose={() => setResult(null)}
          role={result.type === 'error' ? 'alert' : 'status'}
          title={result.text}
          style={{ marginBottom: 12 }}
        />
      )}
      {order.flagged_for_staff && (
        <Alert
          type="warning"
          showIcon
          title={t('detail.flagged', { reason: order.flag_reason ?? '' })}
          style={{ marginBottom: 12 }}
        />
      )}
      <Card className="admin-card" title={t('detail.actions')}>
        <Space wrap>
          <Button type="primary" onClick={() => setPaying(true)} disabled={closed}>
            {t('payment.record')}
          </Button>
          <Button onClick={() => setExtending(true)} disabled={closed || order.status === 'confirmed'}>
            {t('extend.action')}
          </Button>
          <Button danger onClick={cancel} disabled={closed}>
            {t('cancel.action')}
          </Button>
        </Space>
      </Card>
      <Card className="admin-card" title={t('detail.summary')}>
        <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }}>
          <Descriptions.Item label={t('orders.orderNo')}>{order.enrollment_no}</Descriptions.Item>
          <Descriptions.Item label={t('orders.candidate')}>{order.candidate_name}</Descriptions.Item>
          <Descriptions.Item label={t('detail.candidateNo')}>
            {`${order.candidate_no.slice(0, 4)} ${order.candidate_no.slice(4)}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.phone')}>{order.phone ?? t('common.none')}</Descriptions.Item>
          <Descriptions.Item label={t('orders.status')}>
            <Tag color={statusColour(order.status)}>{t(`orderStatus.${order.status}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.paymentStatus')}>{t(`paymentStatus.${order.payment_status}`)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.method')}>{t(`method.${order.payment_method}`)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.mode')}>
            {t(`mode.${order.exam_mode}`)}
            {order.venue_id
              ? ` (${(lang === 'en' ? order.venue_name_en : order.venue_name_zh) ?? `${t('detail.venue')} ${order.venue_id}`})`
              : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.amount')}>{hkd(order.total_cents)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.paid')}>{hkd(order.paid_cents)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.due')}>{formatDateTime(order.due_at, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.created')}>{formatDateTime(order.created_at, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.tickets')}>
            {order.status === 'confirmed' ? t('detail.ticketsIssued') : t('detail.ticketsNone')}
          </Descriptions.Item>
          {order.cancel_reason && (
            <Descriptions.Item label={t('detail.cancelReason')}>{order.cancel_reason}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('detail.reselect')}>{order.can_reselect ? t('common.yes') : t('common.no')}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card className="admin-card" title={t('detail.items')}>
        <Table
          size="small"
          rowKey="product_id"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={order.items}
          locale={{ emptyText: <NoRecords /> }}
          columns={[
            { title: t('detail.subject'), key: 'name', render: (_: unknown, i) => lang2(i.name_zh, i.name_en) },
            { title: t('detail.price'), dataIndex: 'price_cents', align: 'right', render: (c: number) => hkd(c) },
            {
              title: t('detail.session'),
              dataIndex: 'venue_session_id',
              render: (v: number | null) => v ?? t('common.none'),
            },
          ]}
        />
      </Card>
      <Card className="admin-card" title={t('detail.shipping')}>
        {order.shipping ? (
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={t('detail.postage')}>{t(`postage.${order.shipping.method}`)}</Descriptions.Item>
            <Descriptions.Item label={t('detail.recipient')}>{order.shipping.recipient_name}</Descriptions.Item>
            <Descriptions.Item label={t('detail.recipientPhone')}>{order.shipping.recipient_phone}</Descriptions.Item>
            <Descriptions.Item label={t('detail.address')}>{order.shipping.address ?? t('common.none')}</Descriptions.Item>
            <Descriptions.Item label={t('detail.parameters')}>
              {[order.shipping.parameter1, order.shipping.parameter2, order.shipping.parameter3, order.shipping.parameter4]
                .filter(Boolean)
                .join(' / ') || t('common.none')}
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <p>{t('detail.noShipping')}</p>
        )}
      </Card>
      <Card className="admin-card" title={t('detail.payments')}>
        <Table
          size="small"
          rowKey="payment_id"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={payments}
          locale={{ emptyText: <NoRecords /> }}
          columns={[
            { title: t('payment.method'), dataIndex: 'method', render: (m: string) => t(`method.${m}`) },
            { title: t('detail.amount'), dataIndex: 'amount_cents', align: 'right', render: (c: number) => hkd(c) },
            { title: t('detail.reference'), dataIndex: 'reference', render: (v: string | null) => v ?? t('common.none') },
            { title: t('detail.receivedAt'), dataIndex: 'received_at', render: (v: string) => formatDateTime(v, lang) },
            { title: t('detail.recordedBy'), dataIndex: 'recorded_by', render: (v: string | null) => v ?? t('audit.system') },
          ]}
        />
      </Card>
      <Card className="admin-card" title={t('detail.receipts')}>
        <Table
          size="small"
          rowKey="receipt_id"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={receipts}
          locale={{ emptyText: <NoRecords /> }}
          columns={[
            { title: t('detail.receiptId'), dataIndex: 'receipt_id' },
            {
              title: t('detail.receiptStatus'),
              dataIndex: 'status',
              render: (s: string, r) => (
                <>
                  {t(`receiptStatus.${s}`)}
                  {r.duplicate_of_other_order && (
                    <Tag color="red" style={{ marginLeft: 8 }}>
                      {t('detail.duplicate')}
                    </Tag>
                  )}
                </>
              ),
            },
            { title: t('detail.uploadedAt'), dataIndex: 'uploaded_at', render: (v: string) => formatDateTime(v, lang) },
            { title: t('detail.rejectReason'), dataIndex: 'reject_reason', render: (v: string | null) => v ?? t('common.none') },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_: unknown, r) => (
                <ReceiptActions
                  receiptId={r.receipt_id}
                  imageUrl={adminReceiptImageUrl(r.receipt_id)}
                  orderNo={order.enrollment_no}
                  pending={r.status === 'pending'}
                  onDone={done}
                />
              ),
            },
          ]}
        />
      </Card>
      <Card className="admin-card" title={t('detail.history')}>
        <HistoryTable entries={history} lang={lang} />
      </Card>
      <PaymentModal open={paying} order={order} onClose={() => setPaying(false)} onDone={done} />
      <ExtendModal open={extending} order={order} onClose={() => setExtending(false)} onDone={done} />
    </div>
  );
}
