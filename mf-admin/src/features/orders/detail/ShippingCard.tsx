// Where an order's papers are mailed; the postage method as the database names it now.
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '@mockexam/api-client';
import { nameIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';

type Props = Pick<AdminOrderDetail, 'postage_method'> & { shipping: AdminOrderDetail['order']['shipping'] };

export function ShippingCard({ shipping, postage_method: method }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const Item = Descriptions.Item;
  if (!shipping) {
    return (
      <Card className="admin-card" title={t('detail.shipping')}>
        <p>{t('detail.noShipping')}</p>
      </Card>
    );
  }
  const parameters = [shipping.parameter1, shipping.parameter2, shipping.parameter3, shipping.parameter4];
  return (
    <Card className="admin-card" title={t('detail.shipping')}>
      <Descriptions bordered size="small" column={1}>
        <Item label={t('detail.postage')}>{method ? nameIn(method, locale) : shipping.method}</Item>
        <Item label={t('detail.recipient')}>{shipping.recipient_name}</Item>
        <Item label={t('detail.recipientPhone')}>{shipping.recipient_phone}</Item>
        <Item label={t('detail.address')}>{shipping.address ?? t('common.none')}</Item>
        <Item label={t('detail.parameters')}>{parameters.filter(Boolean).join(' / ') || t('common.none')}</Item>
      </Descriptions>
    </Card>
  );
}
