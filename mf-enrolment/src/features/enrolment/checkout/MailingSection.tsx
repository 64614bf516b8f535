// Checkout, 4A mailing address: the postage method, the detail it needs (an address, a locker or
// pickup point code, a school) and the recipient.
import type { ReactNode } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import type { Locale, PostageDetailKind, PostageMethod } from '@mockexam/contracts';
import { nameIn } from '@mockexam/i18n';
import { formatHkd } from '@mockexam/ui';
import { useMessage } from '@mockexam/ui/text';

interface Props {
  methods: PostageMethod[];
  /** The chosen method: which detail the form asks for. */
  method: PostageMethod | undefined;
  locale: Locale;
  /** The recipient fields, after the postage details. */
  children: ReactNode;
}

export function MailingSection({ methods, method, locale, children }: Props) {
  const { t } = useTranslation('enrolment');
  const message = useMessage();
  return (
    <fieldset className="checkout-section">
      <legend>{t('checkout.mailingSection')}</legend>
      <Form.Item
        name="postage"
        label={t('checkout.postage')}
        rules={[{ required: true, message: message('POSTAGE_REQUIRED') }]}
      >
        <Radio.Group>
          <Space orientation="vertical">
            {methods.map((m) => (
              <Radio key={m.code} value={m.code}>
                {nameIn(m, locale)}{' '}
                <span className="option-note">
                  ({m.fee_cents > 0 ? formatHkd(m.fee_cents) : t('checkout.free')};{' '}
                  {t(`checkout.detailKind.${m.detail_kind}`)})
                </span>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <PostageDetails detailKind={method?.detail_kind} />
      {children}
    </fieldset>
  );
}

function PostageDetails({ detailKind }: { detailKind: PostageDetailKind | undefined }) {
  const { t } = useTranslation('enrolment');
  const message = useMessage();
  if (!detailKind) return null;
  if (detailKind === 'address') {
    return (
      <Form.Item
        name="address"
        label={t('checkout.address')}
        rules={[{ required: true, whitespace: true, message: message('ADDRESS_REQUIRED') }]}
      >
        <Input.TextArea rows={3} maxLength={300} autoComplete="street-address" />
      </Form.Item>
    );
  }
  return (
    <>
      <Form.Item
        name="parameter1"
        label={t(`checkout.detail.${detailKind}`)}
        rules={[{ required: true, whitespace: true, message: message('POSTAGE_DETAILS_REQUIRED') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      {detailKind !== 'school' && (
        <Form.Item name="parameter2" label={t('checkout.detail.district')}>
          <Input maxLength={100} />
        </Form.Item>
      )}
    </>
  );
}
