// One admission ticket as it prints: candidate number (two groups of four), subject, the exam session
// (date and start–end of the venue session, the same times checkout shows; none at home), each paper's
// own start time and duration labelled as such, venue and seat (or the home-exam mode, or the school
// for a school candidate), the notes for candidates and when it was issued.
import { useTranslation } from 'react-i18next';
import type { AdmissionTicket, TicketPaper } from '@mockexam/contracts';
import { formatCandidateNo } from '@mockexam/contracts/text';
import { fieldIn } from '@mockexam/i18n';
import { formatDate, formatDateTime, formatTime } from '@mockexam/i18n/dates';
import { useLocale } from '@mockexam/ui/text';

function PaperTimes({ papers, examDate }: { papers: TicketPaper[]; examDate: string | null }) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  return (
    <ul className="ticket-papers" data-testid="paper-times">
      {papers.map((p) => {
        const name = fieldIn(p, 'name', locale);
        if (!p.starts_at) return <li key={p.paper_no}>{t('ticket.paperNoTime', { name })}</li>;
        // "90 minutes", "1 minute" by the language's plural rules.
        const duration =
          p.duration_minutes === null ? t('ticket.durationTbc') : t('ticket.duration', { count: p.duration_minutes });
        const sameDay = examDate !== null && formatDate(p.starts_at, locale) === formatDate(examDate, locale);
        return (
          <li key={p.paper_no}>
            {sameDay
              ? t('ticket.paperLine', { name, time: formatTime(p.starts_at), duration })
              : t('ticket.paperLineDate', {
                  name,
                  date: formatDate(p.starts_at, locale),
                  time: formatTime(p.starts_at),
                  duration,
                })}
          </li>
        );
      })}
    </ul>
  );
}

function Session({ ticket }: { ticket: AdmissionTicket }) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const date = ticket.exam_date ? formatDate(ticket.exam_date, locale) : null;
  if (ticket.exam_mode === 'home') return <>{[date, t('ticket.homeSession')].filter(Boolean).join(' ')}</>;
  const start = ticket.session_starts_at ?? null;
  const end = ticket.session_ends_at ?? null;
  if (start && end) {
    return (
      <>
        {formatDate(start, locale)} {formatTime(start)}–{formatTime(end)}
      </>
    );
  }
  if (ticket.source === 'school') return <>{[date, t('ticket.sessionTbc')].filter(Boolean).join(' ')}</>;
  return <>{date ?? '—'}</>;
}

export function Ticket({ ticket, name }: { ticket: AdmissionTicket; name: string }) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const fromSchool = ticket.source === 'school';
  const papers = ticket.papers ?? [];
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
        {fromSchool && (
          <>
            <dt>{t('ticket.school')}</dt>
            <dd>{fieldIn(ticket, 'school_name', locale)}</dd>
          </>
        )}
        <dt>{t('ticket.subject')}</dt>
        <dd>{fieldIn(ticket, 'subject_name', locale)}</dd>
        <dt>{t('ticket.session')}</dt>
        <dd data-testid="ticket-session">
          <Session ticket={ticket} />
        </dd>
        {papers.length > 0 ? (
          <>
            <dt>{t('ticket.paperTimes')}</dt>
            <dd>
              <PaperTimes papers={papers} examDate={ticket.exam_date} />
            </dd>
          </>
        ) : (
          <>
            <dt>{t('ticket.papers')}</dt>
            <dd>{fieldIn(ticket, 'paper_names', locale)}</dd>
          </>
        )}
        {fromSchool && ticket.arrangement === 'school' ? (
          <>
            <dt>{t('ticket.venue')}</dt>
            <dd>{t('ticket.atSchool')}</dd>
          </>
        ) : ticket.exam_mode === 'venue' ? (
          <>
            <dt>{t('ticket.venue')}</dt>
            <dd>
              {fieldIn(ticket, 'venue_name', locale) ?? (fromSchool ? t('ticket.sessionTbc') : '—')}
              {fieldIn(ticket, 'venue_address', locale) && (
                <>
                  <br />
                  {fieldIn(ticket, 'venue_address', locale)}
                </>
              )}
            </dd>
            {!fromSchool && (
              <>
                <dt>{t('ticket.seat')}</dt>
                <dd>{ticket.seat_no ?? '—'}</dd>
              </>
            )}
          </>
        ) : (
          <>
            <dt>{t('ticket.mode')}</dt>
            <dd>{t('ticket.homeMode')}</dd>
          </>
        )}
        {ticket.enrollment_no && (
          <>
            <dt>{t('ticket.orderNo')}</dt>
            <dd>{ticket.enrollment_no}</dd>
          </>
        )}
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
