// Checkout, exam mode and venue: at a designated venue (then which one) or at home.
import { useTranslation } from 'react-i18next';
import type { Locale, Product, Venue } from '@mockexam/contracts';
import { Notice } from '@mockexam/ui/plain';
import type { CheckoutForm } from './CheckoutFields';
import { RadioGroup } from './RadioGroup';
import { VenueLabel, venueIsFull } from './VenueOption';

interface Props {
  form: CheckoutForm;
  examMode: 'venue' | 'home' | undefined;
  venues: Venue[];
  /** The papers in the draft: the venues show their sessions. */
  products: Product[];
  locale: Locale;
}

export function ExamModeSection({ form, examMode, venues, products, locale }: Props) {
  const { t } = useTranslation('enrolment');
  return (
    <fieldset className="checkout-section">
      <legend>{t('checkout.examModeSection')}</legend>
      <RadioGroup<'venue' | 'home'>
        id="checkout_examMode"
        name="examMode"
        label={t('checkout.examMode')}
        required
        value={examMode}
        onChange={(value) => form.change('examMode', value)}
        error={form.error('examMode')}
        fieldRef={form.fieldRef('examMode')}
        choices={[
          {
            value: 'venue',
            label: (
              <>
                <strong>{t('checkout.modeVenue')}</strong>
                <span className="option-note">{t('checkout.modeVenueNote')}</span>
              </>
            ),
          },
          {
            value: 'home',
            label: (
              <>
                <strong>{t('checkout.modeHome')}</strong>
                <span className="option-note">{t('checkout.modeHomeNote')}</span>
              </>
            ),
          },
        ]}
      />
      {examMode === 'venue' && (
        <RadioGroup<number>
          id="checkout_venueId"
          name="venueId"
          label={t('checkout.venue')}
          required
          value={form.values.venueId}
          onChange={(value) => form.change('venueId', value)}
          error={form.error('venueId')}
          fieldRef={form.fieldRef('venueId')}
          listClassName="venue-list"
          choices={venues.map((venue) => ({
            value: venue.venue_id,
            disabled: venueIsFull(venue, products),
            className: 'venue-option',
            label: <VenueLabel venue={venue} products={products} locale={locale} />,
          }))}
        />
      )}
      {examMode === 'home' && <Notice type="info" title={t('checkout.homeDetails')} className="enrolment-block" />}
    </fieldset>
  );
}
