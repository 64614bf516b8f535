// Admission tickets: choose which ticket to show and print it (the print stylesheet fits one ticket on
// A4). Before the tickets are issued the page says they are being prepared.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCandidateNo, type AdmissionTicket, type CandidateInfoResponse } from '@mockexam/contracts';
import { getCandidateInfo } from '@mockexam/api-client';
import { fieldIn } from '@mockexam/i18n';
import { formatDate, formatDateTime, formatTime } from '@mockexam/i18n/dates';
import { NoRecords } from '@mockexam/ui';
import { errorText, useLocale, useMessage } from '@mockexam/ui/text';
import '../payment.css';
import '../ticket-print.css';

function Ticket({ ticket, name }: { ticket: AdmissionTicket; name: string }) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  return (
    <article className="admission-ticket" data-testid="admission-ticket" aria-label={t('ticket.heading')}>
      <header className="ticket-header">
        <h2>{t('ticket.heading')}</h2>
        <p>{t('ticket.subheading')}</p>
      </header>
      <dl className="ticket-fields">
        <dt>{t('ticket.candidateNo')}</dt>
        <dd className="candidate-no" data-testid="candidate-no">
          {formatCandidateNo(ticket.candidate_no)}
        </dd>
        <dt>{t('ticket.name')}</dt>
        <dd>{ticket.candidate_name || name}</dd>
        <dt>{t('ticket.subject')}</dt>
        <dd>{fieldIn(ticket, 'subject_name', locale)}</dd>
        <dt>{t('ticket.papers')}</dt>
        <dd>{fieldIn(ticket, 'paper_names', locale)}</dd>
        <dt>{t('ticket.date')}</dt>
        <dd>
          {ticket.exam_date ? formatDate(ticket.exam_date, locale) : '—'}
          {ticket.starts_at ? ` ${formatTime(ticket.starts_at)}` : ''}
        </dd>
        {ticket.exam_mode === 'venue' ? (
          <>
            <dt>{t('ticket.venue')}</dt>
            <dd>
              {fieldIn(ticket, 'venue_name', locale)}
              <br />
              {fieldIn(ticket, 'venue_address', locale)}
            </dd>
            <dt>{t('ticket.seat')}</dt>
            <dd>{ticket.seat_no ?? '—'}</dd>
          </>
        ) : (
          <>
            <dt>{t('ticket.mode')}</dt>
            <dd>{t('ticket.homeMode')}</dd>
          </>
        )}
        <dt>{t('ticket.orderNo')}</dt>
        <dd>{ticket.enrollment_no}</dd>
      </dl>
      <section className="ticket-notes">
        <h3>{t('ticket.notesTitle')}</h3>
        <p>{ticket.exam_mode === 'venue' ? t('ticket.venueNotes') : t('ticket.homeNotes')}</p>
      </section>
      <footer className="ticket-footer">
        {t('ticket.issuedAt', { at: formatDateTime(ticket.issued_at, locale) })}
      </footer>
    </article>
  );
}

export default function AdmissionTicketPage() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const message = useMessage();
  const [info, setInfo] = useState<CandidateInfoResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    getCandidateInfo()
      .then((value) => live && setInfo(value))
      .catch((e: unknown) => live && setError(errorText(e, locale)));
    return () => {
      live = false;
    };
  }, [locale]);

  const tickets = useMemo(() => info?.tickets ?? [], [info]);
  const ticket = tickets.find((x) => x.ticket_id === chosen) ?? tickets[0];

  return (
    <section className="remote-page payment-page ticket-page" data-remote-page="mf-payment">
      <Typography.Title level={1} className="no-print">
        {t('title.AdmissionTicketPage')}
      </Typography.Title>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      {!info && !error && <Spin />}
      {info && info.status === 'preparing' && tickets.length === 0 && (
        <Alert type="info" showIcon title={message('TICKET_PREPARING')} data-testid="ticket-preparing" />
      )}
      {info && info.status === 'none' && tickets.length === 0 && <NoRecords />}
      {ticket && (
        <>
          <Form layout="vertical" className="no-print ticket-choice">
            <Form.Item label={t('ticket.choose')} htmlFor="ticket-select">
              <Select
                id="ticket-select"
                value={ticket.ticket_id}
                onChange={(value: number) => setChosen(value)}
                options={tickets.map((x) => ({
                  value: x.ticket_id,
                  label: `${fieldIn(x, 'subject_name', locale)}${x.exam_date ? ` (${formatDate(x.exam_date, locale)})` : ''}`,
                }))}
              />
            </Form.Item>
            <Button type="primary" onClick={() => window.print()}>
              {t('ticket.print')}
            </Button>
          </Form>
          {info?.status === 'preparing' && (
            <Alert className="no-print payment-block" type="info" showIcon title={message('TICKET_PREPARING')} />
          )}
          <div className="ticket-print-area">
            <Ticket ticket={ticket} name={info?.name ?? ''} />
          </div>
        </>
      )}
    </section>
  );
}
