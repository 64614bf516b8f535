// One venue to choose: its name and address and, for the chosen papers, its sessions with the seats
// left. A venue with a full session cannot be chosen.
import Radio from 'antd/es/radio';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { Locale, Product, Venue } from '@mockexam/contracts';
import { fieldIn, nameIn } from '@mockexam/i18n';
import { formatDate, formatTime } from '@mockexam/i18n/dates';
import { useMessage } from '@mockexam/ui/text';
import { relevantSessions } from './checkoutValues';

export function VenueOption({ venue, products, locale }: { venue: Venue; products: Product[]; locale: Locale }) {
  const { t } = useTranslation('enrolment');
  const message = useMessage();
  const sessions = relevantSessions(venue, products);
  const full = sessions.some((s) => s.full);
  return (
    <Radio value={venue.venue_id} disabled={full} className="venue-option">
      <div className="venue-name">
        <strong>{nameIn(venue, locale)}</strong> {full && <Tag color="red">{message('VENUE_FULL')}</Tag>}
      </div>
      <div className="venue-address">{fieldIn(venue, 'address', locale)}</div>
      <ul className="venue-sessions">
        {sessions.map((s) => (
          <li key={s.session_id}>
            {formatDate(s.date, locale)} {formatTime(s.starts_at)}–{formatTime(s.ends_at)}{' '}
            {s.full ? (
              <span className="seats-full">{message('VENUE_FULL')}</span>
            ) : (
              <span>{t('checkout.seatsLeft', { count: s.seats_left })}</span>
            )}
          </li>
        ))}
      </ul>
    </Radio>
  );
}
