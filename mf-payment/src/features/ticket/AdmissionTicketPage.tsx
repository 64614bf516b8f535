// Admission tickets (admission-ticket): choose which ticket to show and print it (the print stylesheet
// fits one ticket on A4). Before the tickets are issued the page says they are being prepared.
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { NoRecords } from '@mockexam/ui';
import { LoadError } from '@mockexam/ui/antd';
import { errorText, useLocale, useMessage } from '@mockexam/ui/text';
import { PaymentPage } from '../../components/PaymentPage';
import { useCandidateInfo } from './api';
import { Ticket } from './Ticket';
import { TicketChoice } from './TicketChoice';
import './ticket-print.css';

export default function AdmissionTicketPage() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const message = useMessage();
  const { data: info, isPending, isError, error, refetch } = useCandidateInfo();
  const [chosen, setChosen] = useState<number | null>(null);

  const tickets = info?.tickets ?? [];
  const ticket = tickets.find((x) => x.ticket_id === chosen) ?? tickets[0];

  return (
    <PaymentPage className="ticket-page">
      <Typography.Title level={1} className="no-print">
        {t('title.AdmissionTicketPage')}
      </Typography.Title>
      {isError && !info && <LoadError message={errorText(error, locale)} onRetry={() => void refetch()} />}
      {isPending && <Spin />}
      {info?.status === 'preparing' && tickets.length === 0 && (
        <Alert type="info" showIcon title={message('TICKET_PREPARING')} data-testid="ticket-preparing" />
      )}
      {info?.status === 'none' && tickets.length === 0 && <NoRecords />}
      {ticket && (
        <>
          <TicketChoice tickets={tickets} chosen={ticket} onChoose={setChosen} />
          {info?.status === 'preparing' && (
            <Alert className="no-print payment-block" type="info" showIcon title={message('TICKET_PREPARING')} />
          )}
          <div className="ticket-print-area">
            <Ticket ticket={ticket} name={info?.name ?? ''} />
          </div>
        </>
      )}
    </PaymentPage>
  );
}
