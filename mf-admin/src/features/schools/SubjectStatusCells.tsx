// A school subject's registration, list status and exam arrangement as the schools table shows them.
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { AdminSchoolSubject } from '@mockexam/contracts';
import { fieldIn } from '@mockexam/i18n';
import { formatDateTime } from '@mockexam/i18n/dates';
import { useLocale } from '@mockexam/ui/text';

const REGISTRATION_COLOURS = { none: 'default', registered: 'green', cancelled: 'red' } as const;
/** Submitted green; a draft waits on the school (gold); a refused submission needs the school's fixes (red). */
const LIST_COLOURS = { none: 'default', draft: 'gold', submitted: 'green', rejected: 'red' } as const;

export function RegistrationTag({ status }: { status: AdminSchoolSubject['registration_status'] }) {
  const { t } = useTranslation('admin');
  return <Tag color={REGISTRATION_COLOURS[status]}>{t(`schools.registrationStatus.${status}`)}</Tag>;
}

export function ListStatusTag({ status }: { status: AdminSchoolSubject['batch_status'] }) {
  const { t } = useTranslation('admin');
  return <Tag color={LIST_COLOURS[status]}>{t(`schools.listStatus.${status}`)}</Tag>;
}

/** "At a designated venue", the venue and the session's start; or "At the school". */
export function ArrangementCell({ subject }: { subject: AdminSchoolSubject }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  if (!subject.arrangement) return <>{t('common.none')}</>;
  const venue = fieldIn(subject, 'venue_name', locale);
  return (
    <>
      {t(`schools.arrangement.${subject.arrangement}`)}
      {venue && <div>{venue}</div>}
      {subject.session_starts_at && (
        <div className="admin-secondary">{formatDateTime(subject.session_starts_at, locale)}</div>
      )}
    </>
  );
}
