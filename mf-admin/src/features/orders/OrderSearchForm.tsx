// The orders search: text (order number, mobile or name), order and payment status, flagged only.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, PAYMENT_STATUS_CODES } from '@mockexam/contracts';
import { orderStatusText, useLocale } from '@mockexam/ui/text';
import { usePaymentStatusText } from '../../components/usePaymentStatusText';
import type { OrderFilters } from './api';

export interface SearchValues {
  q?: string;
  status?: string;
  payment_status?: string;
  flagged?: boolean;
}

export function OrderSearchForm({ filters, onSearch }: { filters: OrderFilters; onSearch: (v: SearchValues) => void }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const paymentStatusText = usePaymentStatusText();
  const [form] = Form.useForm<SearchValues>();
  const { q, status, paymentStatus, flagged } = filters;
  const anyOption = { value: '', label: t('orders.any') };

  function reset() {
    form.setFieldsValue({ q: '', status: '', payment_status: '', flagged: false });
    onSearch({});
  }

  return (
    <Card className="admin-card" title={t('orders.search')}>
      <Form<SearchValues>
        form={form}
        layout="vertical"
        className="admin-toolbar"
        initialValues={{ q, status, payment_status: paymentStatus, flagged }}
        onFinish={onSearch}
        role="search"
      >
        <Form.Item label={t('orders.q')} name="q" rules={[{ max: 100 }]}>
          <Input allowClear />
        </Form.Item>
        <Form.Item label={t('orders.status')} name="status">
          <Select
            style={{ minWidth: 180 }}
            options={[anyOption, ...ORDER_STATUSES.map((s) => ({ value: s, label: orderStatusText(s, locale) }))]}
          />
        </Form.Item>
        <Form.Item label={t('orders.paymentStatus')} name="payment_status">
          <Select
            style={{ minWidth: 180 }}
            options={[anyOption, ...PAYMENT_STATUS_CODES.map((s) => ({ value: s, label: paymentStatusText(s) }))]}
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
          <Button onClick={reset}>{t('orders.reset')}</Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
