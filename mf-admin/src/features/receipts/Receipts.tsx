// The receipts tab: uploaded bank receipts awaiting approval, oldest first; view, approve or reject each.
import { useState } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { usePendingReceipts } from './api';
import { ReceiptsTable } from './ReceiptsTable';

export function Receipts({ onOpenOrder }: { onOpenOrder?: (no: string) => void }) {
  const { t } = useTranslation('admin');
  const queue = usePendingReceipts();
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
      <ResultAlert result={result} onClose={() => setResult(null)} />
      {queue.error ? (
        <LoadError onRetry={queue.reload} />
      ) : (
        <ReceiptsTable receipts={queue.data ?? []} loading={queue.loading} onOpenOrder={onOpenOrder} onDone={done} />
      )}
    </div>
  );
}
