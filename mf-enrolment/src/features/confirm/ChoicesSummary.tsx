// The order review's list of the checkout choices: exam mode and venue, postage, recipient, payment.
import { useTranslation } from 'react-i18next';
import type { Locale, PostageMethod, Venue } from '@mockexam/contracts';
import type { EnrolmentDraft } from '@mockexam/session';
import { fieldIn, nameIn } from '@mockexam/i18n';
import { DetailItem, DetailsList } from '@mockexam/ui/plain';
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
    <DetailsList className="enrolment-block">
      <DetailItem label={t('checkout.examMode')}>
        {mode === 'venue' ? t('checkout.modeVenue') : mode === 'home' ? t('checkout.modeHome') : '—'}
      </DetailItem>
      {mode === 'venue' && (
        <DetailItem label={t('checkout.venue')}>
          {venue ? (
            <>
              {nameIn(venue, locale)}
              <br />
              {fieldIn(venue, 'address', locale)}
            </>
          ) : (
            '—'
          )}
        </DetailItem>
      )}
      <DetailItem label={t('checkout.postage')}>{method ? nameIn(method, locale) : '—'}</DetailItem>
      <DetailItem label={t('confirm.deliveryDetail')}>{deliveryDetail || '—'}</DetailItem>
      <DetailItem label={t('checkout.recipientName')}>{draft.addressee || '—'}</DetailItem>
      <DetailItem label={t('checkout.recipientPhone')}>{draft.phone || '—'}</DetailItem>
      <DetailItem label={t('checkout.payment')}>
        {payment === 'fps' ? t('checkout.payFps') : payment === 'bank' ? t('checkout.payBank') : '—'}
      </DetailItem>
    </DetailsList>
  );
}
