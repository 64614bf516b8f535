// Individual enrolment: step 3 "select papers" and step 4 "checkout" (4A mailing address, 4B payment
// method) of the registration flow. The choices live in the shared session store's enrolment draft,
// so they survive a reload and are cleared at logout. ?step=checkout shows the checkout form.
import { useSearchParams } from 'react-router';
import { CheckoutForm } from './checkout/CheckoutForm';
import { SelectPapers } from './select/SelectPapers';
import '../../enrolment.css';

export default function EnrolmentPage() {
  const [params] = useSearchParams();
  return params.get('step') === 'checkout' ? <CheckoutForm /> : <SelectPapers />;
}
