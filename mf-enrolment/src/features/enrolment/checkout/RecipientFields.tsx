// Checkout, 4A recipient: "same as candidate" fills (and locks) the name and mobile number from the
// candidate's profile.
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@mockexam/contracts';
import { isHkMobile } from '@mockexam/contracts/text';
import { useMessage } from '@mockexam/ui/text';

interface Props {
  sameAsCandidate: boolean | undefined;
  candidate: Profile['candidate'];
}

export function RecipientFields({ sameAsCandidate, candidate }: Props) {
  const { t } = useTranslation('enrolment');
  const message = useMessage();
  return (
    <>
      <Form.Item name="sameAsCandidate" valuePropName="checked">
        <Checkbox>{t('checkout.sameAsCandidate')}</Checkbox>
      </Form.Item>
      <Form.Item
        name="recipientName"
        label={t('checkout.recipientName')}
        rules={[{ required: true, whitespace: true, message: message('RECIPIENT_NAME_REQUIRED') }]}
      >
        <Input maxLength={60} autoComplete="name" disabled={Boolean(sameAsCandidate && candidate)} />
      </Form.Item>
      <Form.Item
        name="recipientPhone"
        label={t('checkout.recipientPhone')}
        rules={[
          { required: true, whitespace: true, message: message('RECIPIENT_PHONE_REQUIRED') },
          {
            validator: (_rule, value: string | undefined) =>
              !value || !value.trim() || isHkMobile(value)
                ? Promise.resolve()
                : Promise.reject(new Error(message('PHONE_INVALID'))),
          },
        ]}
      >
        <Input
          inputMode="tel"
          maxLength={20}
          autoComplete="tel"
          disabled={Boolean(sameAsCandidate && candidate?.phone)}
        />
      </Form.Item>
    </>
  );
}
