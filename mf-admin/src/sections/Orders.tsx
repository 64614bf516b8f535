// Orders: search by order number, mobile, name or status; one order's detail in ?order=.
import { Button, Card, Checkbox, Form, Input, Select, Table, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { searchAdminOrders, type AdminOrder, type AdminOrderSearchQuery } from '@mockexam/api-client';
import { formatDateTime } from '@mockexam/i18n/dates';
import { PAYMENT_STATUS_CODES } from '@mockexam/contracts';
import { NoRecords } from '@mockexam/ui';
import { hkd, langOf, useLoad } from '../lib';
import { LoadError } from './Overview';
import { OrderDetail } from './OrderDetail';

export const ORDER_STATUSES = ['pending', 'awaiting_approval', 'confirmed', 'cancelled', 'expired'] as const;

interface SearchValues {
  q?: string;
  status?: string;
  payment_status?: string;
  flagged?: boolean;
}

export function statusColour(status: string): string {
  return (
    { confirmed: 'green', awaiting_approval: 'gold', pending: 'blue', cancelled: 'default', expired: 'default' }[
      status
    ] ?? 'default'
  );
}

function OrderList() {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const status = searchParams.get('status') ?? '';
  const paymentStatus = searchParams.get('payment_status') ?? '';
  // Orders needing attention: money after cancellation, a reused receipt image (the overview links here).
  const flagged = searchParams.get('flagged') === 'true';
  const result = useLoad(
    () =>
      searchAdminOrders({
        q,
        status: (status || undefined) as AdminOrderSearchQuery['status'],
        payment_status: (paymentStatus || undefined) as AdminOrderSearchQuery['payment_status'],
        flagged: flagged || undefined,
        limit: 200,
      }),
    [q, status, paymentStatus, flagged],
  );
  const [form] = Form.useForm<SearchValues>();

  function search(values: SearchValues) {
    const next: Record<string, string> = { section: 'orders' };
    if (values.q?.trim()) next.q = values.q.trim();
    if (values.status) next.status = values.status;
    if (values.payment_status) next.payment_status = values.payment_status;
    if (values.flagged) next.flagged = 'true';
    setSearchParams(next);
  }

  function open(no: string) {
    setSearchParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('section', 'orders');
      next.set('order', no);
      return next;
    });
  }

  const anyOption = { value: '', label: t('orders.any') };

  return (
    <>
      <Card className="admin-card" title={t('orders.search')}>
        <Form<SearchValues>
          form={form}
          layout="vertical"
          className="admin-toolbar"
          initialValues={{ q, status, payment_status: paymentStatus, flagged }}
          onFinish={search}
          role="search"
        >
          <Form.Item label={t('orders.q')} name="q" rules={[{ max: 100 }]}>
            <Input allowClear />
          </Form.Item>
          <Form.Item label={t('orders.status')} name="status">
            <Select
              style={{ minWidth: 180 }}
              options={[anyOption, ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`orderStatus.${s}`) }))]}
            />
          </Form.Item>
          <Form.Item label={t('orders.paymentStatus')} name="payment_status">
            <Select
              style={{ minWidth: 180 }}
              options={[anyOption, ...PAYMENT_STATUS_CODES.map((s) => ({ value: s, label: t(`paymentStatus.${s}`) }))]}
            />
          </Form.Item>
          <Form.Item label={t('orders.flagged')} name="flagged" valuePropName="checked">
            <Checkbox>{t('orders.flaggedOnly')}</Checkbox>
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {t('orders.submit')}
            </Button>
          </Form.Item>
          <Form.Item>
            <Button
              onClick={() => {
                form.setFieldsValue({ q: '', status: '', payment_status: '', flagged: false });
                setSearchParams({ section: 'orders' });
              }}
            >
              {t('orders.reset')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card
        className="admin-card"
        title={t('orders.results')}
        extra={result.data ? t('orders.total', { count: result.data.total }) : null}
      >
        {result.error ? (
          <LoadError onRetry={result.reload} />
        ) : (
          <Table<AdminOrder>
            size="small"
            rowKey="enrollment_no"
            loading={result.loading}
            scroll={{ x: 'max-content' }}
            dataSource={result.data?.orders ?? []}
            locale={{ emptyText: <NoRecords /> }}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={[
              {
                title: t('orders.orderNo'),
                dataIndex: 'enrollment_no',
                render: (no: string) => (
                  <Button type="link" style={{ padding: 0 }} onClick={() => open(no)}>
                    {no}
                  </Button>
                ),
              },
              { title: t('orders.candidate'), dataIndex: 'candidate_name' },
              { title: t('orders.phone'), dataIndex: 'phone', render: (v: string | null) => v ?? t('common.none') },
              {
                title: t('orders.status'),
                dataIndex: 'status',
                render: (s: string) => <Tag color={statusColour(s)}>{t(`orderStatus.${s}`)}</Tag>,
              },
              {
                title: t('orders.paymentStatus'),
                dataIndex: 'payment_status',
                render: (s: string, row: AdminOrder) => (
                  <>
                    {t(`paymentStatus.${s}`)}{' '}
                    {row.flagged_for_staff && <Tag color="red">{t('orders.needsAttention')}</Tag>}
                  </>
                ),
              },
              { title: t('orders.amount'), dataIndex: 'total_cents', align: 'right', render: (c: number) => hkd(c) },
              { title: t('orders.due'), dataIndex: 'due_at', render: (v: string) => formatDateTime(v, lang) },
              { title: t('orders.method'), dataIndex: 'payment_method', render: (m: string) => t(`method.${m}`) },
            ]}
          />
        )}
      </Card>
    </>
  );
}

export function Orders() {
  const [searchParams, setSearchParams] = useSearchParams();
  const order = searchParams.get('order');
  if (order) {
    return (
      <OrderDetail
        enrollmentNo={order}
        onBack={() =>
          setSearchParams((prev) => {
            const next = new URLSearchParams(prev);
            next.delete('order');
            return next;
          })
        }
      />
    );
  }
  return <OrderList />;
}
