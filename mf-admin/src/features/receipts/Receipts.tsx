// The receipts section: uploaded bank receipts awaiting approval, oldest first; view, approve or reject each.
import { useState } from 'react';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@mockexam/ui/antd';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { usePendingReceipts } from './api';
import { ReceiptsTable } from './ReceiptsTable';

export function Receipts({ orderHref }: { orderHref?: (no: string) => string }) {
  const { t } = useTranslation('admin');
  const queue = usePendingReceipts();
  // The outcome of the last decision (its mutation has invalidated the queue, so it is read again).
  const [result, setResult] = useState<ActionResult | null>(null);
  const reload = () => void queue.refetch();

  return (
    <div>
      <Space style={{ marginBottom: 12 }} wrap>
        <span>{t('receipts.intro')}</span>
        <Button onClick={reload}>{t('common.refresh')}</Button>
      </Space>
      <ResultAlert result={result} onClose={() => setResult(null)} />
      {queue.isError && !queue.isFetching ? (
        <LoadError onRetry={reload} />
      ) : (
        <ReceiptsTable
          receipts={queue.data ?? []}
          loading={queue.isFetching}
          orderHref={orderHref}
          onDone={setResult}
        />
      )}
    </div>
  );
}
