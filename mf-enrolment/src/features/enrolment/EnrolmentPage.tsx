// Individual enrolment: step 3 "select papers" and step 4 "checkout" (4A mailing address, 4B payment
// method) of the registration flow. The choices live in the shared session store's enrolment draft,
// so they survive a reload and are cleared at logout. ?step=checkout shows the checkout form.
// The checkout form (antd's form controls and provider, and zod to check the draft) loads only when it is
// shown: the select-papers page, where most visits land, is plain HTML and downloads none of it (the route
// says `antd: false`, so the shell mounts the page without antd's provider; the form brings the shared one).
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Loading } from '@mockexam/ui/plain';
import { SelectPapers } from './select/SelectPapers';
import '../../enrolment.css';

const CheckoutForm = lazy(async () => {
  const [{ CheckoutForm: Form }, { AntdProvider }] = await Promise.all([
    import('./checkout/CheckoutForm'),
    import('@mockexam/ui/antd'),
  ]);
  return {
    default: () => (
      <AntdProvider>
        <Form />
      </AntdProvider>
    ),
  };
});

export default function EnrolmentPage() {
  const [params] = useSearchParams();
  if (params.get('step') !== 'checkout') return <SelectPapers />;
  return (
    <Suspense fallback={<Loading />}>
      <CheckoutForm />
    </Suspense>
  );
}
