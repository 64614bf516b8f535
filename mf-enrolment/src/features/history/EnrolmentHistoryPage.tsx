// My registration records: every subject the candidate has enrolled in, with its order and state.
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NoRecords } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';
import { PageLoadError } from '../../components/PageLoadError';
import { useProducts } from '../catalogue/api';
import { useCandidateOrders } from './api';
import { registrationRows } from './registrationRows';
import '../../enrolment.css';

export default function EnrolmentHistoryPage() {
  const { t } = useTranslation('enrolment');
  const locale = useLocale();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  const orders = useCandidateOrders();
  // The exam dates only: without the papers the records still show, with '—' for the date.
  const products = useProducts();
  const rows =
    orders.data && !products.isPending
      ? registrationRows(orders.data, products.data ?? [], locale, (mode) =>
          mode === 'venue' ? t('checkout.modeVenue') : t('checkout.modeHome'),
        )
      : null;

  return (
    <section className="remote-page enrolment-page" data-remote-page="mf-enrolment">
      <Typography.Title level={1}>{t('title.EnrolmentHistoryPage')}</Typography.Title>
      {orders.isLoadingError && <PageLoadError error={orders.error} onRetry={() => void orders.refetch()} />}
      {!rows && !orders.isLoadingError && <Spin />}
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
