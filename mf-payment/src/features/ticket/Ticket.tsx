// One admission ticket as it prints: candidate number (two groups of four), subject, papers, date,
// venue and seat (or the home-exam mode), the notes for candidates and when it was issued.
import { useTranslation } from 'react-i18next';
import { formatCandidateNo, type AdmissionTicket } from '@mockexam/contracts';
import { fieldIn } from '@mockexam/i18n';
import { formatDate, formatDateTime, formatTime } from '@mockexam/i18n/dates';
import { useLocale } from '@mockexam/ui/text';

export function Ticket({ ticket, name }: { ticket: AdmissionTicket; name: string }) {
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
