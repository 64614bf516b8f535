// Where a bank-transfer order stands: its receipt was rejected (with the reason), a receipt or payment
// is in already, it is not a bank-transfer order, or it can no longer be paid.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EnrolmentInfo } from '@mockexam/contracts';
import { Notice } from '@mockexam/ui/plain';
import { useMessage } from '@mockexam/ui/text';
import { orderPagePath } from '../../lib/paths';
import type { BankOrderState } from './bankOrder';

interface Props {
  id: string;
  prefix: string;
  info: EnrolmentInfo;
  state: BankOrderState;
}

export function BankOrderAlerts({ id, prefix, info, state: { bankOrder, settled, canUpload } }: Props) {
  const { t } = useTranslation('payment');
  const message = useMessage();
  const { order } = info;
  return (
    <>
      {info.payment_status === 'REJD' && (
        <Notice type="error" className="payment-block" title={t('bank.rejected')}>
          {order.reject_reason || undefined}
        </Notice>
      )}
      {bankOrder && settled && (
        <Notice type="success" className="payment-block" title={t('bank.alreadyUploaded')}>
          <Link to={orderPagePath(prefix, 'upload_receipt_success', id)}>{t('bank.viewUploaded')}</Link>
        </Notice>
      )}
      {!bankOrder && <Notice type="warning" className="payment-block" title={message('RECEIPT_BANK_ONLY')} />}
      {bankOrder && !settled && !canUpload && (
        <Notice
          type="warning"
          className="payment-block"
          title={order.can_reselect ? message('ORDER_CANCELLED_TIMEOUT') : message('PAYMENT_NOT_ALLOWED')}
        />
      )}
    </>
  );
}
