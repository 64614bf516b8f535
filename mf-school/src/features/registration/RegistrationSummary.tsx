// The registration as it stands: status, arrangement (venue session or at the school), expected number
// and the seats held. Shown above the form, and alone once registration has closed.
import { useTranslation } from 'react-i18next';
import type { SchoolRegistrationResponse } from '@mockexam/contracts';
import { fieldIn } from '@mockexam/i18n';
import { formatDate, formatTime } from '@mockexam/i18n/dates';
import { useLocale } from '@mockexam/ui/text';

const STATUS_KEYS = {
  none: 'registration.statusNone',
  registered: 'registration.statusRegistered',
  cancelled: 'registration.statusCancelled',
} as const;

export function RegistrationSummary({ data }: { data: SchoolRegistrationResponse }) {
  const { t } = useTranslation('school');
  const locale = useLocale();
  const { registration } = data;
  const session = data.sessions.find((s) => s.venue_session_id === registration.venue_session_id);
  const items = [{ key: 'status', label: t('registration.status', { status: t(STATUS_KEYS[registration.status]) }) }];
  if (registration.arrangement === 'school') items.push({ key: 'arr', label: t('registration.summarySchool') });
  if (registration.arrangement === 'venue' && session) {
    items.push({
      key: 'arr',
      label: t('registration.summaryVenue', {
        venue: fieldIn(session, 'venue_name', locale),
        date: formatDate(session.starts_at, locale),
        start: formatTime(session.starts_at),
        end: formatTime(session.ends_at),
      }),
    });
  }
  if (registration.expected_candidates !== null) {
    items.push({ key: 'exp', label: t('registration.expectedSummary', { count: registration.expected_candidates }) });
  }
  if (registration.seats_held > 0) {
    items.push({ key: 'held', label: t('registration.seatsHeld', { count: registration.seats_held }) });
  }
  return (
    <ul className="school-summary school-block" data-testid="registration-summary">
      {items.map((item) => (
        <li key={item.key}>{item.label}</li>
      ))}
    </ul>
  );
}
