// Individual enrolment: step 3 "select papers" and step 4 "checkout" (4A mailing address, 4B payment
// method) of the registration flow. The choices live in the shared session store's enrolment draft,
// so they survive a reload and are cleared at logout. ?step=checkout shows the checkout form.
// The checkout form (its form controls, and zod to check the draft) loads only when it is shown: the
// select-papers page, where most visits land, does not download it.
import { lazy, Suspense } from 'react';
import Card from 'antd/es/card';
import { useSearchParams } from 'react-router';
import { SelectPapers } from './select/SelectPapers';
import '../../enrolment.css';

const CheckoutForm = lazy(() => import('./checkout/CheckoutForm').then((m) => ({ default: m.CheckoutForm })));

export default function EnrolmentPage() {
  const [params] = useSearchParams();
  if (params.get('step') !== 'checkout') return <SelectPapers />;
  return (
    <Suspense fallback={<Card loading />}>
      <CheckoutForm />
    </Suspense>
  );
}
