// One admission form (one A4 page when printed): who sits which paper where and when, the rules of the
// exam room and a line for the candidate's signature. It carries no password: teachers print it any time.
import { useTranslation } from 'react-i18next';
import type { SchoolCandidateRow, SchoolVenueSession } from '@mockexam/contracts';
import { formatCandidateNo } from '@mockexam/contracts/text';
import { fieldIn } from '@mockexam/i18n';
import { formatDate, formatTime } from '@mockexam/i18n/dates';
import { useLocale } from '@mockexam/ui/text';

export interface AdmissionDetails {
  school: string;
  subject: string;
  arrangement: 'venue' | 'school' | null;
  session: SchoolVenueSession | null;
}

export function AdmissionForm({ row, details }: { row: SchoolCandidateRow; details: AdmissionDetails }) {
  const { t } = useTranslation('school');
  const locale = useLocale();
  const { session } = details;
  return (
    <article className="admission-form print-page" aria-label={`${t('admission.title')}: ${row.name}`}>
      <h3>{t('admission.title')}</h3>
      <dl className="slip-fields">
        <dt>{t('slips.school')}</dt>
        <dd>{details.school}</dd>
        <dt>{t('slips.name')}</dt>
        <dd className="slip-strong">{row.name}</dd>
        <dt>{t('slips.candidateNo')}</dt>
        <dd className="slip-strong">{row.candidate_no ? formatCandidateNo(row.candidate_no) : '—'}</dd>
        <dt>{t('slips.class_')}</dt>
        <dd>
          {row.class} / {t('slips.studentNo')} {row.student_no}
        </dd>
        <dt>{t('slips.subject')}</dt>
        <dd>
          {details.subject} ({t(`admission.language.${row.language_version === 'en' ? 'en' : 'zh'}`)})
        </dd>
        <dt>{t('slips.arrangement')}</dt>
        <dd>{details.arrangement === 'venue' ? t('slips.atVenue') : t('slips.atSchool')}</dd>
        {session && (
          <>
            <dt>{t('slips.venue')}</dt>
            <dd>
              {fieldIn(session, 'venue_name', locale)}
              <br />
              {fieldIn(session, 'address', locale)}
            </dd>
            <dt>{t('slips.time')}</dt>
            <dd>
              {formatDate(session.starts_at, locale)} {formatTime(session.starts_at)}–{formatTime(session.ends_at)}
            </dd>
          </>
        )}
        <dt>{t('slips.seat')}</dt>
        <dd>{t('admission.seatAtVenue')}</dd>
      </dl>
      <ol className="admission-rules">
        <li>{t('admission.rule1')}</li>
        <li>{t('admission.rule2')}</li>
        <li>{t('admission.rule3')}</li>
      </ol>
      <p className="admission-signature">{t('admission.signature')}</p>
    </article>
  );
}
