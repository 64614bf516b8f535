// The order review's list of the checkout choices: exam mode and venue, postage, recipient, payment.
import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import type { Locale, PostageMethod, Venue } from '@mockexam/contracts';
import type { EnrolmentDraft } from '@mockexam/session';
import { fieldIn, nameIn } from '@mockexam/i18n';
import { examModeOf } from '../../lib/draft';

interface Props {
  draft: EnrolmentDraft;
  venue: Venue | undefined;
  method: PostageMethod | undefined;
  locale: Locale;
}

export function ChoicesSummary({ draft, venue, method, locale }: Props) {
  const { t } = useTranslation('enrolment');
  const mode = examModeOf(draft);
  const delivery = draft.selected_sf_delivery ?? {};
  const deliveryDetail =
    method?.detail_kind === 'address'
      ? draft.filled_address
      : [delivery.parameter1, delivery.parameter2].filter(Boolean).join(', ');
  const payment = draft.selected_payment_method;
  return (
    <Descriptions bordered size="small" column={1} className="enrolment-block">
      <Descriptions.Item label={t('checkout.examMode')}>
        {mode === 'venue' ? t('checkout.modeVenue') : mode === 'home' ? t('checkout.modeHome') : '—'}
      </Descriptions.Item>
      {mode === 'venue' && (
        <Descriptions.Item label={t('checkout.venue')}>
          {venue ? (
            <>
              {nameIn(venue, locale)}
              <br />
              {fieldIn(venue, 'address', locale)}
            </>
          ) : (
            '—'
          )}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('checkout.postage')}>{method ? nameIn(method, locale) : '—'}</Descriptions.Item>
      <Descriptions.Item label={t('confirm.deliveryDetail')}>{deliveryDetail || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('checkout.recipientName')}>{draft.addressee || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('checkout.recipientPhone')}>{draft.phone || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('checkout.payment')}>
        {payment === 'fps' ? t('checkout.payFps') : payment === 'bank' ? t('checkout.payBank') : '—'}
      </Descriptions.Item>
    </Descriptions>
  );
}
