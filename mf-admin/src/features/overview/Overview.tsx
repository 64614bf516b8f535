// Overview: receipts awaiting approval, orders needing attention, orders by status, seats left per venue
// session, and the cycle's dates (shown even when the counts cannot be loaded).
import { useTranslation } from 'react-i18next';
import { LoadError } from '@mockexam/ui/antd';
import { useDashboard } from './api';
import { CountCard } from './CountCard';
import { CycleDatesCard } from './CycleDatesCard';
import { OrdersByStatusCard } from './OrdersByStatusCard';
import { SessionSeatsCard } from './SessionSeatsCard';

export function Overview({ onOpen }: { onOpen: (section: string, params?: Record<string, string>) => void }) {
  const { t } = useTranslation('admin');
  const dashboard = useDashboard();
  const d = dashboard.data;
  const loading = dashboard.isFetching && !d;

  return (
    <div>
      {dashboard.isError && !dashboard.isFetching ? (
        <div className="admin-card">
          <LoadError onRetry={() => void dashboard.refetch()} />
        </div>
      ) : (
        <>
          <CountCard
            title={t('overview.receiptsAwaiting')}
            value={d?.receipts_awaiting ?? 0}
            loading={loading}
            action={t('overview.openReceipts')}
            onAction={() => onOpen('receipts')}
          />
          <CountCard
            title={t('overview.flaggedOrders')}
            value={d?.flagged_orders ?? 0}
            loading={loading}
            action={t('overview.openFlagged')}
            onAction={() => onOpen('orders', { flagged: 'true' })}
          />
          <OrdersByStatusCard byStatus={d?.orders_by_status} loading={loading} />
          <SessionSeatsCard sessions={d?.sessions ?? []} loading={loading} />
        </>
      )}
      <CycleDatesCard />
    </div>
  );
}
