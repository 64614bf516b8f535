// admin/orders/:id: one order. Its back button returns to the list as it was searched when the order was
// opened from it, else to the orders section.
import { useLocation, useNavigate, useParams } from 'react-router';
import { useLocale } from '@mockexam/ui/text';
import { BackOfficeLayout } from '../components/BackOfficeLayout';
import { adminHref } from '../components/sections';
import { OrderDetail } from '../features/orders/detail/OrderDetail';

export default function OrderPage() {
  const locale = useLocale();
  const navigate = useNavigate();
  const fromList = (useLocation().state as { fromList?: boolean } | null)?.fromList === true;
  const enrollmentNo = useParams().id ?? '';
  return (
    <BackOfficeLayout section="orders">
      <OrderDetail
        key={enrollmentNo}
        enrollmentNo={enrollmentNo}
        onBack={() => void (fromList ? navigate(-1) : navigate(adminHref(locale, 'orders')))}
      />
    </BackOfficeLayout>
  );
}
