// Admission tickets (admission-ticket): choose which ticket to show and print it, print all of them
// (one per A4 page) or download all as one web page. Before the tickets are issued the page says they
// are being prepared. A school candidate's ticket is their school registration's admission data.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoRecords } from '@mockexam/ui';
import { Loading, LoadError, Notice } from '@mockexam/ui/plain';
import { errorText, useLocale, useMessage } from '@mockexam/ui/text';
import { PaymentPage } from '../../components/PaymentPage';
import { useCandidateInfo } from './api';
import { saveHtml, ticketsPage } from './download';
import { Ticket } from './Ticket';
import { TicketChoice } from './TicketChoice';
import './ticket-print.css';

/** What the page is about to do with every ticket rendered: print them, or save them. */
type AllAction = 'print' | 'download' | null;

export default function AdmissionTicketPage() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const message = useMessage();
  const { data: info, isPending, isError, error, refetch } = useCandidateInfo();
  const [chosen, setChosen] = useState<number | null>(null);
  const [all, setAll] = useState<AllAction>(null);
  const allBox = useRef<HTMLDivElement>(null);

  const tickets = info?.tickets ?? [];
  const ticket = tickets.find((x) => x.ticket_id === chosen) ?? tickets[0];

  // Once every ticket is rendered (below), print or save them, then back to the one chosen.
  useEffect(() => {
    if (!all) return;
    if (all === 'print') {
      window.print();
    } else if (allBox.current && info) {
      const html = ticketsPage(
        allBox.current.innerHTML,
        t('ticket.fileTitle', { no: info.candidate_no }),
        locale === 'en' ? 'en' : 'zh-HK',
      );
      saveHtml(html, `admission-tickets-${info.candidate_no}.html`);
    }
    setAll(null);
  }, [all, info, locale, t]);

  return (
    <PaymentPage className="ticket-page">
      <h1 className="page-title no-print">{t('title.AdmissionTicketPage')}</h1>
      {isError && !info && <LoadError message={errorText(error, locale)} onRetry={() => void refetch()} />}
      {isPending && <Loading />}
      {info?.status === 'preparing' && tickets.length === 0 && (
        <Notice type="info" title={message('TICKET_PREPARING')} testId="ticket-preparing" />
      )}
      {info?.status === 'none' && tickets.length === 0 && <NoRecords />}
      {ticket && (
        <>
          <TicketChoice
            tickets={tickets}
            chosen={ticket}
            onChoose={setChosen}
            onPrint={() => window.print()}
            onPrintAll={() => setAll('print')}
            onDownload={() => setAll('download')}
          />
          {info?.status === 'preparing' && (
            <Notice className="no-print payment-block" type="info" title={message('TICKET_PREPARING')} />
          )}
          <div className={all ? 'no-print' : 'ticket-print-area'}>
            <Ticket ticket={ticket} name={info?.name ?? ''} />
          </div>
          {all && (
            <div ref={allBox} className="ticket-print-area ticket-print-all" data-testid="ticket-print-all">
              {tickets.map((x) => (
                <div key={x.ticket_id} className="ticket-sheet">
                  <Ticket ticket={x} name={info?.name ?? ''} />
                </div>
              ))}
            </div>
          )}
        </>
      )}
    </PaymentPage>
  );
}
