// One venue to choose: its name and address and, for the chosen papers, its sessions with the seats
// left. A venue with a full session cannot be chosen (its radio is disabled: ExamModeSection).
import { useTranslation } from 'react-i18next';
import type { Locale, Product, Venue } from '@mockexam/contracts';
import { fieldIn, nameIn } from '@mockexam/i18n';
import { formatDate, formatTime } from '@mockexam/i18n/dates';
import { useMessage } from '@mockexam/ui/text';
import { relevantSessions } from './checkoutValues';

/** Whether a session of the venue on the chosen papers' dates is full. */
export const venueIsFull = (venue: Venue, products: Product[]) => relevantSessions(venue, products).some((s) => s.full);

/** A venue's text inside its radio's label (phrasing content only: spans shown as blocks). */
export function VenueLabel({ venue, products, locale }: { venue: Venue; products: Product[]; locale: Locale }) {
  const { t } = useTranslation('enrolment');
  const message = useMessage();
  const sessions = relevantSessions(venue, products);
  const full = sessions.some((s) => s.full);
  return (
    <>
      <span className="venue-name">
        <strong>{nameIn(venue, locale)}</strong>{' '}
        {full && <span className="venue-full-tag">{message('VENUE_FULL')}</span>}
      </span>
      <span className="venue-address">{fieldIn(venue, 'address', locale)}</span>
      <span className="venue-sessions">
        {sessions.map((s) => (
          <span key={s.session_id} className="venue-session">
            {formatDate(s.date, locale)} {formatTime(s.starts_at)}–{formatTime(s.ends_at)}{' '}
            {s.full ? (
              <span className="seats-full">{message('VENUE_FULL')}</span>
            ) : (
              <span>{t('checkout.seatsLeft', { count: s.seats_left })}</span>
            )}
          </span>
        ))}
      </span>
    </>
  );
}
