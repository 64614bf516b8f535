// One candidate information slip (one A4 page when printed): account, initial password (or 'set by the
// student'), candidate number in two groups of four, name, class, student number, subject, exam
// arrangement and, where known, venue, address, time and seat.
import { useTranslation } from 'react-i18next';
import type { CandidateSlip } from '@mockexam/contracts';
import { formatCandidateNo } from '@mockexam/contracts/text';
import { fieldIn } from '@mockexam/i18n';
import { formatDate, formatTime } from '@mockexam/i18n/dates';
import { useLocale } from '@mockexam/ui/text';

export function CandidateSlipCard({ slip, school }: { slip: CandidateSlip; school: string }) {
  const { t } = useTranslation('school');
  const locale = useLocale();
  const venue = fieldIn(slip, 'venue_name', locale);
  const address = fieldIn(slip, 'venue_address', locale);
  return (
    <article
      className="candidate-slip print-page"
      aria-label={`${t('slips.slipTitle')}: ${slip.name}`}
      data-testid="candidate-slip"
    >
      <h3>{t('slips.slipTitle')}</h3>
      <dl className="slip-fields">
        {school && (
          <>
            <dt>{t('slips.school')}</dt>
            <dd>{school}</dd>
          </>
        )}
        <dt>{t('slips.name')}</dt>
        <dd>{slip.name}</dd>
        <dt>{t('slips.class_')}</dt>
        <dd>
          {slip.class} / {t('slips.studentNo')} {slip.student_no}
        </dd>
        <dt>{t('slips.candidateNo')}</dt>
        <dd className="slip-strong">{formatCandidateNo(slip.candidate_no)}</dd>
        <dt>{t('slips.account')}</dt>
        <dd className="slip-strong">{slip.account}</dd>
        <dt>{t('slips.password')}</dt>
        <dd className="slip-strong">{slip.initial_password ?? t('slips.setByStudent')}</dd>
        <dt>{t('slips.subject')}</dt>
        <dd>{fieldIn(slip, 'subject', locale)}</dd>
        <dt>{t('slips.arrangement')}</dt>
        <dd>
          {slip.arrangement === 'school'
            ? t('slips.atSchool')
            : slip.arrangement === 'venue'
              ? t('slips.atVenue')
              : '—'}
        </dd>
        {venue && (
          <>
            <dt>{t('slips.venue')}</dt>
            <dd>
              {venue}
              {address && (
                <>
                  <br />
                  {address}
                </>
              )}
            </dd>
          </>
        )}
        {slip.starts_at && (
          <>
            <dt>{t('slips.time')}</dt>
            <dd>
              {formatDate(slip.starts_at, locale)} {formatTime(slip.starts_at)}
            </dd>
          </>
        )}
        {slip.seat_no && (
          <>
            <dt>{t('slips.seat')}</dt>
            <dd>{slip.seat_no}</dd>
          </>
        )}
      </dl>
      <p className="slip-note">{t('slips.loginHint')}</p>
      <p className="slip-note">{t('slips.passwordNote')}</p>
    </article>
  );
}
