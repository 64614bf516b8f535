// A school candidate's home: the exam their school entered them for, where and when they sit it,
// and the way to their admission ticket; their report follows below once results are released.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdmissionTicket, Locale } from '@mockexam/contracts';
import { formatDate, formatTime } from '@mockexam/i18n/dates';
import { useLocale } from '@mockexam/ui/text';
import { useLocalePrefix } from '../../lib/paths';

function whereAndWhen(
  ticket: AdmissionTicket,
  locale: Locale,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  const venue = locale === 'en' ? ticket.venue_name_en : ticket.venue_name_zh;
  const place = venue ?? (ticket.arrangement === 'school' ? t('myExam.atSchool') : t('myExam.venueToCome'));
  const day = ticket.exam_date ? formatDate(ticket.exam_date, locale) : t('myExam.dateToCome');
  const time =
    ticket.session_starts_at && ticket.session_ends_at
      ? ` ${formatTime(ticket.session_starts_at)}–${formatTime(ticket.session_ends_at)}`
      : '';
  return t('myExam.whereWhen', { place, day, time });
}

export function MyExamCard({ ticket }: { ticket: AdmissionTicket }) {
  const { t } = useTranslation('report');
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const headingId = `my-exam-${ticket.ticket_id}`;
  const subject = locale === 'en' ? ticket.subject_name_en : ticket.subject_name_zh;
  const school = locale === 'en' ? ticket.school_name_en : ticket.school_name_zh;
  return (
    <div className="result-card card">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="result-title">
          {t('myExam.title', { subject })}
        </h2>
        <dl className="result-figures">
          <div>
            <dt>{t('candidate.candidateNo')}</dt>
            <dd>{ticket.candidate_no_display}</dd>
          </div>
          {school && (
            <div>
              <dt>{t('myExam.school')}</dt>
              <dd>{school}</dd>
            </div>
          )}
          <div>
            <dt>{t('myExam.where')}</dt>
            <dd>{whereAndWhen(ticket, locale, t)}</dd>
          </div>
        </dl>
        <Link to={`/${prefix}/admission-ticket`} className="result-link">
          {t('myExam.ticket')}
        </Link>
      </article>
    </div>
  );
}
