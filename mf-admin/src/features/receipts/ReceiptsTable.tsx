// The receipts awaiting approval: order (opens it), candidate, money, upload and processing dates, actions.
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminReceipt } from '@mockexam/api-client';
import { formatDate, formatDateTime } from '@mockexam/i18n/dates';
import { formatHkd } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';
import { ReceiptActions } from '../../components/receipt/ReceiptActions';
import type { ActionResult } from '../../components/ResultAlert';
import { ScrollRegion } from '../../components/ScrollRegion';

interface Props {
  receipts: AdminReceipt[];
  loading: boolean;
  /** An order's address: its number links there. */
  orderHref?: (no: string) => string;
  onDone: (result: ActionResult) => void;
}

export function ReceiptsTable({ receipts, loading, orderHref, onDone }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const orderLink = (no: string) => (orderHref ? <Link to={orderHref(no)}>{no}</Link> : no);
  return (
    <ScrollRegion label={t('section.receipts')}>
      <Table<AdminReceipt>
        size="small"
        rowKey="receipt_id"
        loading={loading}
        dataSource={receipts}
        locale={{ emptyText: <p role="status">{t('receipts.none')}</p> }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: t('orders.orderNo'), dataIndex: 'enrollment_no', render: orderLink },
          { title: t('orders.candidate'), dataIndex: 'candidate_name' },
          { title: t('orders.amount'), dataIndex: 'total_cents', align: 'right', render: (c: number) => formatHkd(c) },
          { title: t('orders.paid'), dataIndex: 'paid_cents', align: 'right', render: (c: number) => formatHkd(c) },
          {
            title: t('detail.uploadedAt'),
            dataIndex: 'uploaded_at',
            render: (v: string, r) => (
              <>
                {formatDateTime(v, locale)}
                {r.duplicate_of_other_order && (
                  <div>
                    <Tag color="red">{t('detail.duplicate')}</Tag>
                  </div>
                )}
              </>
            ),
          },
          {
            title: t('receipts.processingDate'),
            dataIndex: 'processing_date',
            render: (v: string | null) => (v ? formatDate(v, locale) : t('common.none')),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, r) => (
              <ReceiptActions
                receiptId={r.receipt_id}
                imageUrl={r.image_url}
                orderNo={r.enrollment_no}
                pending={r.status === 'pending'}
                onDone={onDone}
              />
            ),
          },
        ]}
      />
    </ScrollRegion>
  );
}
