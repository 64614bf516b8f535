// Receipts queue: uploaded bank receipts awaiting approval, oldest first; view, approve or reject each.
import { useState } from 'react';
import { Alert, Button, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { getAdminReceipts, type AdminReceipt } from '@mockexam/api-client';
import { formatDate, formatDateTime } from '@mockexam/i18n/dates';
import { hkd, langOf, useLoad } from '../lib';
import { LoadError } from './Overview';
import { ReceiptActions, type ActionResult } from './ReceiptActions';

export function Receipts({ onOpenOrder }: { onOpenOrder?: (no: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const queue = useLoad(() => getAdminReceipts('pending'));
  const [result, setResult] = useState<ActionResult | null>(null);

  function done(r: ActionResult) {
    setResult(r);
    queue.reload();
  }

  return (
    <div>
      <Space style={{ marginBottom: 12 }} wrap>
        <span>{t('receipts.intro')}</span>
        <Button onClick={queue.reload}>{t('common.refresh')}</Button>
      </Space>
      {result && (
        <Alert
          type={result.type}
          showIcon
          closable
          onClose={() => setResult(null)}
          role={result.type === 'error' ? 'alert' : 'status'}
          title={result.text}
          style={{ marginBottom: 12 }}
        />
      )}
      {queue.error ? (
        <LoadError onRetry={queue.reload} />
      ) : (
        <Table<AdminReceipt>
          size="small"
          rowKey="receipt_id"
          loading={queue.loading}
          scroll={{ x: 'max-content' }}
          dataSource={queue.data ?? []}
          locale={{ emptyText: <p role="status">{t('receipts.none')}</p> }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            {
              title: t('orders.orderNo'),
              dataIndex: 'enrollment_no',
              render: (no: string) =>
                onOpenOrder ? (
                  <Button type="link" style={{ padding: 0 }} onClick={() => onOpenOrder(no)}>
                    {no}
                  </Button>
                ) : (
                  no
                ),
            },
            { title: t('orders.candidate'), dataIndex: 'candidate_name' },
            { title: t('orders.amount'), dataIndex: 'total_cents', align: 'right', render: (c: number) => hkd(c) },
            { title: t('orders.paid'), dataIndex: 'paid_cents', align: 'right', render: (c: number) => hkd(c) },
            {
              title: t('detail.uploadedAt'),
              dataIndex: 'uploaded_at',
              render: (v: string, r) => (
                <>
                  {formatDateTime(v, lang)}
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
              render: (v: string | null) => (v ? formatDate(v, lang) : t('common.none')),
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
                  onDone={done}
                />
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
