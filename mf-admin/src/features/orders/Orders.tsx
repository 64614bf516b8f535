// The orders tab: the search, or one order's detail when the URL names it (?order=).
import { useSearchParams } from 'react-router';
import { OrderDetail } from './detail/OrderDetail';
import { OrderList } from './OrderList';

export function Orders() {
  const [searchParams, setSearchParams] = useSearchParams();
  const order = searchParams.get('order');
  if (!order) return <OrderList />;
  return (
    <OrderDetail
      enrollmentNo={order}
      onBack={() =>
        setSearchParams((prev) => {
          const next = new URLSearchParams(prev);
          next.delete('order');
          return next;
        })
      }
    />
  );
}
