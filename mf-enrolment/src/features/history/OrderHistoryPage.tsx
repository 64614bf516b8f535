// Order history: outstanding (to pay or awaiting approval), paid, and cancelled or expired orders, each with
// order number, total in HKD, status, last payment due time and view order. An order cancelled for payment
// timeout offers re-select, which refills the enrolment draft and goes back to paper selection.
import { useDeferredValue, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '@mockexam/contracts';
import { messageText } from '@mockexam/contracts/text';
import { sessionStore } from '@mockexam/session';
import { Button, Dialog, Loading, Notice } from '@mockexam/ui/plain';
import { useLocale } from '@mockexam/ui/text';
import { PageLoadError } from '../../components/PageLoadError';
import { paymentPath } from '../../lib/paymentPath';
import { useCandidateOrders } from './api';
import { OrderDetail } from './OrderDetail';
import { OrderList, type OrderActions } from './OrderList';
import { draftFromOrder, orderSection, type OrderSection } from './orders';
import '../../enrolment.css';

export default function OrderHistoryPage() {
  const { t } = useTranslation('enrolment');
  const locale = useLocale();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  // Answers reach the page in a render React may interrupt (one long task on a slow phone otherwise).
  const { data: orders, isPending, isLoadingError, error, refetch } = useDeferredValue(useCandidateOrders());
  const [viewing, setViewing] = useState<Order | null>(null);

  const actions: OrderActions = {
    onView: setViewing,
    onPay: (order) => navigate(paymentPath(prefix, order)),
    onReselect: (order) => {
      sessionStore.getState().updateDraft(draftFromOrder(order));
      navigate(`/${prefix}/enrolment`);
    },
  };

  const inSection = (section: OrderSection) => (orders ?? []).filter((o) => orderSection(o) === section);
  const timedOut = (orders ?? []).some((o) => o.can_reselect);
  const sections: { section: OrderSection; title: string }[] = [
    { section: 'outstanding', title: t('orders.outstanding') },
    { section: 'paid', title: t('orders.paid') },
    { section: 'ended', title: t('orders.ended') },
  ];

  return (
    <section className="remote-page enrolment-page" data-remote-page="mf-enrolment">
      <h1 className="page-title">{t('title.OrderHistoryPage')}</h1>
      {isLoadingError && <PageLoadError error={error} onRetry={() => void refetch()} />}
      {isPending && <Loading />}
      {orders && (
        <>
          {timedOut && (
            <Notice type="warning" title={messageText('ORDER_CANCELLED_TIMEOUT', locale)} className="enrolment-block" />
          )}
          {sections.map(({ section, title }) => (
            <section key={section}>
              <h2 className="section-title">{title}</h2>
              <OrderList
                orders={inSection(section)}
                locale={locale}
                label={title}
                testId={`orders-${section}`}
                {...actions}
              />
            </section>
          ))}
        </>
      )}
      <Dialog
        open={viewing !== null}
        title={viewing?.enrollment_no}
        onClose={() => setViewing(null)}
        footer={<Button onClick={() => setViewing(null)}>{t('orders.close')}</Button>}
      >
        {viewing && <OrderDetail order={viewing} locale={locale} />}
      </Dialog>
    </section>
  );
}
