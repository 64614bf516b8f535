// The bank receipts uploaded for an order, each with its approval state and the receipt actions.
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '@mockexam/api-client';
import { formatDateTime } from '@mockexam/i18n/dates';
import { NoRecords } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';
import { ReceiptActions } from '../../../components/receipt/ReceiptActions';
import type { ActionResult } from '../../../components/ResultAlert';
import { adminReceiptImageUrl } from '../api';
import { ScrollRegion } from '../../../components/ScrollRegion';

type Receipt = AdminOrderDetail['receipts'][number];

interface Props {
  orderNo: string;
  receipts: Receipt[];
  onDone: (result: ActionResult) => void;
}

export function OrderReceiptsCard({ orderNo, receipts, onDone }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <Card className="admin-card" title={t('detail.receipts')}>
      <ScrollRegion label={t('detail.receipts')}>
        <Table<Receipt>
          size="small"
          rowKey="receipt_id"
          pagination={false}
          dataSource={receipts}
          locale={{ emptyText: <NoRecords /> }}
          columns={[
            // The upload's place in the order's list (oldest first), not the database key.
            { title: t('detail.receiptId'), key: 'no', render: (_: unknown, _r, index) => index + 1 },
            {
              title: t('detail.receiptStatus'),
              dataIndex: 'status',
              render: (s: string, r) => (
                <>
                  {t(`receiptStatus.${s}`)}
                  {r.duplicate_of_other_order && (
                    <Tag color="red" style={{ marginLeft: 8 }}>
                      {t('detail.duplicate')}
                    </Tag>
                  )}
                </>
              ),
            },
            {
              title: t('detail.uploadedAt'),
              dataIndex: 'uploaded_at',
              render: (v: string) => formatDateTime(v, locale),
            },
            {
              title: t('detail.rejectReason'),
              dataIndex: 'reject_reason',
              render: (v: string | null) => v ?? t('common.none'),
            },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_: unknown, r) => (
                <ReceiptActions
                  receiptId={r.receipt_id}
                  imageUrl={adminReceiptImageUrl(r.receipt_id)}
                  orderNo={orderNo}
                  pending={r.status === 'pending'}
                  onDone={onDone}
                />
              ),
            },
          ]}
        />
      </ScrollRegion>
    </Card>
  );
}
