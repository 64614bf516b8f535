// My registration records: every subject the candidate has enrolled in, with its order and state.
import { useEffect, useState } from 'react';
import { Alert, Button, Spin, Table, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '@mockexam/contracts';
import { getOrders, getProducts } from '@mockexam/api-client';
import { nameIn } from '@mockexam/i18n';
import { formatDate } from '@mockexam/i18n/dates';
import { NoRecords } from '@mockexam/ui';
import { errorText, orderStatusText, paymentStatusText, useLocale } from '@mockexam/ui/text';
import '../enrolment.css';

interface Row {
  key: string;
  subject: string;
  orderNo: string;
  state: string;
  mode: string;
  examDate: string;
}

export default function EnrolmentHistoryPage() {
  const { t } = useTranslation('enrolment');
  const locale = useLocale();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([getOrders(), getProducts().catch(() => [])])
      .then(([orders, products]) => {
        if (!live) return;
        const dateOf = new Map(products.map((p) => [p.product_id, p.exam_date]));
        setRows(
          orders.flatMap((order: Order) =>
            order.items.map((item) => {
              const date = dateOf.get(item.product_id);
              return {
                key: `${order.enrollment_no}-${item.product_id}`,
                subject: nameIn(item, locale),
                orderNo: order.enrollment_no,
                state: `${orderStatusText(order.status, locale)} (${paymentStatusText(order.payment_status, locale)})`,
                mode: order.exam_mode === 'venue' ? t('checkout.modeVenue') : t('checkout.modeHome'),
                examDate: date ? formatDate(date, locale) : '—',
              };
            }),
          ),
        );
      })
      .catch((e: unknown) => live && setError(errorText(e, locale)));
    return () => {
      live = false;
    };
  }, [locale, t]);

  return (
    <section className="remote-page enrolment-page" data-remote-page="mf-enrolment">
      <Typography.Title level={1}>{t('title.EnrolmentHistoryPage')}</Typography.Title>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      {!rows && !error && <Spin />}
      {rows && rows.length === 0 && (
        <>
          <NoRecords />
          <Button type="primary" onClick={() => navigate(`/${prefix}/enrolment`)}>
            {t('history.enrolNow')}
          </Button>
        </>
      )}
      {rows && rows.length > 0 && (
        <Table
          className="history-list"
          size="small"
          pagination={false}
          scroll={{ x: 560 }}
          dataSource={rows}
          columns={[
            { title: t('history.subject'), dataIndex: 'subject' },
            { title: t('history.examDate'), dataIndex: 'examDate' },
            { title: t('history.examMode'), dataIndex: 'mode' },
            { title: t('history.orderNo'), dataIndex: 'orderNo' },
            { title: t('history.state'), dataIndex: 'state' },
          ]}
        />
      )}
    </section>
  );
}
