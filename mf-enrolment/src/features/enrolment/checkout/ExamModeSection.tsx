// Checkout, exam mode and venue: at a designated venue (then which one) or at home.
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import type { Locale, Product, Venue } from '@mockexam/contracts';
import { useMessage } from '@mockexam/ui/text';
import { VenueOption } from './VenueOption';

interface Props {
  examMode: 'venue' | 'home' | undefined;
  venues: Venue[];
  /** The papers in the draft: the venues show their sessions. */
  products: Product[];
  locale: Locale;
}

export function ExamModeSection({ examMode, venues, products, locale }: Props) {
  const { t } = useTranslation('enrolment');
  const message = useMessage();
  return (
    <fieldset className="checkout-section">
      <legend>{t('checkout.examModeSection')}</legend>
      <Form.Item
        name="examMode"
        label={t('checkout.examMode')}
        rules={[{ required: true, message: message('EXAM_MODE_REQUIRED') }]}
      >
        <Radio.Group>
          <Space orientation="vertical">
            <Radio value="venue">
              <strong>{t('checkout.modeVenue')}</strong>
              <div className="option-note">{t('checkout.modeVenueNote')}</div>
            </Radio>
            <Radio value="home">
              <strong>{t('checkout.modeHome')}</strong>
              <div className="option-note">{t('checkout.modeHomeNote')}</div>
            </Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      {examMode === 'venue' && (
        <Form.Item
          name="venueId"
          label={t('checkout.venue')}
          rules={[{ required: true, message: message('VENUE_REQUIRED') }]}
        >
          <Radio.Group className="venue-list">
            {venues.map((venue) => (
              <VenueOption key={venue.venue_id} venue={venue} products={products} locale={locale} />
            ))}
          </Radio.Group>
        </Form.Item>
      )}
      {examMode === 'home' && (
        <Alert type="info" showIcon title={t('checkout.homeDetails')} className="enrolment-block" />
      )}
    </fieldset>
  );
}
