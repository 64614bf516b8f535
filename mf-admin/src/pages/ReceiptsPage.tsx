// admin/receipts: the receipts awaiting approval; an order number links to the order.
import { useLocale } from '@mockexam/ui/text';
import { BackOfficeLayout } from '../components/BackOfficeLayout';
import { adminHref } from '../components/sections';
import { Receipts } from '../features/receipts/Receipts';

export default function ReceiptsPage() {
  const locale = useLocale();
  return (
    <BackOfficeLayout section="receipts">
      <Receipts orderHref={(no) => adminHref(locale, `orders/${encodeURIComponent(no)}`)} />
    </BackOfficeLayout>
  );
}
