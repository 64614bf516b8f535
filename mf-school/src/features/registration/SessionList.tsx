// The subject's venue sessions, each with its seats left and the spec's button: select, selected,
// already registered with the school, registered successfully; 'Fully booked!' when no seat is left.
import { useTranslation } from 'react-i18next';
import type { SchoolVenueSession } from '@mockexam/contracts';
import { fieldIn } from '@mockexam/i18n';
import { formatDate, formatTime } from '@mockexam/i18n/dates';
import { Badge, Button } from '@mockexam/ui/plain';
import { useLocale, useMessage } from '@mockexam/ui/text';

interface Props {
  sessions: SchoolVenueSession[];
  /** The session the school holds seats at (saved), or null. */
  registeredId: number | null;
  /** The session chosen in the form (not yet saved), or null. */
  chosenId: number | null;
  /** True right after this page saved the registration. */
  justSaved: boolean;
  disabled: boolean;
  onChoose: (sessionId: number) => void;
}

export function SessionList({ sessions, registeredId, chosenId, justSaved, disabled, onChoose }: Props) {
  const { t } = useTranslation('school');
  const locale = useLocale();
  const message = useMessage();
  if (sessions.length === 0) return <p>{t('registration.noSessions')}</p>;
  return (
    <ul className="school-sessions" aria-labelledby="school-sessions-label">
      {sessions.map((s) => {
        const registered = s.venue_session_id === registeredId;
        const chosen = s.venue_session_id === chosenId;
        const full = s.seats_left <= 0 && !registered;
        const label =
          registered && chosen
            ? t(justSaved ? 'registration.registeredSuccessfully' : 'registration.alreadyRegistered')
            : chosen
              ? t('registration.selected')
              : full
                ? message('VENUE_FULL')
                : t('registration.select');
        return (
          <li key={s.venue_session_id} className="school-session">
            <div>
              <strong>{fieldIn(s, 'venue_name', locale)}</strong>
              <div className="school-muted">{fieldIn(s, 'address', locale)}</div>
              <div>
                {formatDate(s.starts_at, locale)} {formatTime(s.starts_at)}–{formatTime(s.ends_at)}{' '}
                {s.seats_left > 0 ? (
                  <span>{t('registration.seatsLeft', { count: s.seats_left })}</span>
                ) : (
                  <Badge colour="red">{message('VENUE_FULL')}</Badge>
                )}
              </div>
            </div>
            <Button
              primary={chosen}
              disabled={disabled || full}
              aria-pressed={chosen}
              aria-label={`${label}: ${fieldIn(s, 'venue_name', locale)} ${formatDate(s.starts_at, locale)} ${formatTime(s.starts_at)}`}
              onClick={() => onChoose(s.venue_session_id)}
            >
              {label}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
