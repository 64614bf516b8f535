// admin/orders: the order search; each order number links to admin/orders/:id.
import { BackOfficeLayout } from '../components/BackOfficeLayout';
import { OrderList } from '../features/orders/OrderList';

export default function OrdersPage() {
  return (
    <BackOfficeLayout section="orders">
      <OrderList />
    </BackOfficeLayout>
  );
}
