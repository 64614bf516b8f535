// My registration records: every subject the candidate has enrolled in, with its order and state.
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NoRecords } from '@mockexam/ui';
import { Button, Loading } from '@mockexam/ui/plain';
import { useLocale } from '@mockexam/ui/text';
import { PageLoadError } from '../../components/PageLoadError';
import { useProducts } from '../catalogue/api';
import { useCandidateOrders } from './api';
import { registrationRows, type RegistrationRow } from './registrationRows';
import { ResponsiveList, type ListColumn } from './ResponsiveList';
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
      ? registrationRows(
          orders.data,
          products.data ?? [],
          locale,
          (mode) => (mode === 'venue' ? t('checkout.modeVenue') : t('checkout.modeHome')),
          t,
        )
      : null;
  const columns: ListColumn<RegistrationRow>[] = [
    { key: 'subject', title: t('history.subject'), render: (row) => row.subject },
    { key: 'examDate', title: t('history.examDate'), render: (row) => row.examDate },
    { key: 'mode', title: t('history.examMode'), render: (row) => row.mode },
    { key: 'orderNo', title: t('history.orderNo'), render: (row) => row.orderNo },
    { key: 'state', title: t('history.state'), render: (row) => row.state },
  ];

  return (
    <section className="remote-page enrolment-page" data-remote-page="mf-enrolment">
      <h1 className="page-title">{t('title.EnrolmentHistoryPage')}</h1>
      {orders.isLoadingError && <PageLoadError error={orders.error} onRetry={() => void orders.refetch()} />}
      {!rows && !orders.isLoadingError && <Loading />}
      {rows && rows.length === 0 && (
        <>
          <NoRecords />
          <Button primary onClick={() => navigate(`/${prefix}/enrolment`)}>
            {t('history.enrolNow')}
          </Button>
        </>
      )}
      {rows && rows.length > 0 && (
        <ResponsiveList
          rows={rows}
          columns={columns}
          rowKey={(row) => row.key}
          label={t('title.EnrolmentHistoryPage')}
          testId="registration-records"
        />
      )}
    </section>
  );
}
