// Orders: the search (kept in the URL, so a reload or a shared link shows the same list) and its results.
import Card from 'antd/es/card';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { adminHref } from '../../components/sections';
import { useOrderSearch } from './api';
import { OrderResultsTable } from './OrderResultsTable';
import { OrderSearchForm, type SearchValues } from './OrderSearchForm';

export function OrderList() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = {
    q: searchParams.get('q') ?? '',
    status: searchParams.get('status') ?? '',
    paymentStatus: searchParams.get('payment_status') ?? '',
    // The overview links here for the orders needing attention.
    flagged: searchParams.get('flagged') === 'true',
  };
  const result = useOrderSearch(filters);

  function search(values: SearchValues) {
    const next: Record<string, string> = {};
    if (values.q?.trim()) next.q = values.q.trim();
    if (values.status) next.status = values.status;
    if (values.payment_status) next.payment_status = values.payment_status;
    if (values.flagged) next.flagged = 'true';
    setSearchParams(next);
  }

  return (
    <>
      <OrderSearchForm filters={filters} onSearch={search} />
      <Card
        className="admin-card"
        title={t('orders.results')}
        extra={result.data ? t('orders.total', { count: result.data.total }) : null}
      >
        {result.isError && !result.isFetching ? (
          <LoadError onRetry={() => void result.refetch()} />
        ) : (
          <OrderResultsTable
            orders={result.data?.orders ?? []}
            loading={result.isFetching}
            hrefOf={(no) => adminHref(locale, `orders/${encodeURIComponent(no)}`)}
          />
        )}
      </Card>
    </>
  );
}
