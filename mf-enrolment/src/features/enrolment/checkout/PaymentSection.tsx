// Checkout, 4B payment method: FPS or bank transfer (no credit card).
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@mockexam/ui/text';

export function PaymentSection() {
  const { t } = useTranslation('enrolment');
  const message = useMessage();
  return (
    <fieldset className="checkout-section">
      <legend>{t('checkout.paymentSection')}</legend>
      <Form.Item
        name="payment"
        label={t('checkout.payment')}
        rules={[{ required: true, message: message('PAYMENT_METHOD_REQUIRED') }]}
      >
        <Radio.Group>
          <Space orientation="vertical">
            <Radio value="fps">{t('checkout.payFps')}</Radio>
            <Radio value="bank">{t('checkout.payBank')}</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      <p className="option-note">{message('CREDIT_CARD_NOT_SUPPORTED')}</p>
    </fieldset>
  );
}
