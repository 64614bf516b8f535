// Individual enrolment: step 3 "select papers" and step 4 "checkout" (4A mailing address, 4B payment
// method) of the registration flow. The choices live in the shared session store's enrolment draft,
// so they survive a reload and are cleared at logout. ?step=checkout shows the checkout form.
// Both steps are plain HTML (the route says `antd: false`, so the shell mounts the page without antd). The
// checkout form (and zod, with every schema, to check the draft) loads only when it is shown: the
// select-papers page, where most visits land, downloads none of it.
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Loading } from '@mockexam/ui/plain';
import { SelectPapers } from './select/SelectPapers';
import '../../enrolment.css';

const CheckoutForm = lazy(async () => ({ default: (await import('./checkout/CheckoutForm')).CheckoutForm }));

export default function EnrolmentPage() {
  const [params] = useSearchParams();
  if (params.get('step') !== 'checkout') return <SelectPapers />;
  return (
    <Suspense fallback={<Loading />}>
      <CheckoutForm />
    </Suspense>
  );
}
