// Step 4 of the registration flow, "checkout": exam mode and venue, 4A mailing address (postage
// method, its details, recipient), 4B payment method. Every change is written to the draft. Plain HTML,
// like the select-papers step: no antd.
import { useMemo } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isCandidateRole, sessionStore, useRole, useSession } from '@mockexam/session';
import { formatHkd, hkdToCents } from '@mockexam/ui';
import { Button, Loading, Notice } from '@mockexam/ui/plain';
import { useLocale, useMessage } from '@mockexam/ui/text';
import { PageLoadError } from '../../../components/PageLoadError';
import { RegistrationFlowSteps } from '../../../components/RegistrationFlowSteps';
import { loadFailure } from '../../../lib/queries';
import { usePostageMethods, useProducts, useVenues } from '../../catalogue/api';
import { CheckoutFields } from './CheckoutFields';
import { valuesFromDraft } from './checkoutValues';

export function CheckoutForm() {
  const { t } = useTranslation('enrolment');
  const locale = useLocale();
  const message = useMessage();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const role = useRole();
  const status = useSession((s) => s.status);
  const draft = useSession((s) => s.enrolmentDraft);
  const initialValues = useMemo(() => valuesFromDraft(sessionStore.getState().enrolmentDraft), []);
  // The form writes every change to the draft, so the draft's postage is the form's.
  const postage = draft.selected_shipping_method;
  const venues = useVenues();
  const methods = usePostageMethods();
  const products = useProducts();
  const failure = loadFailure(venues, methods, products);

  const chosenProducts = useMemo(() => {
    const ids = new Set(draft.selected_exam.map((e) => String(e.product_id)));
    return (products.data ?? []).filter((p) => ids.has(p.product_id));
  }, [products.data, draft.selected_exam]);

  if (status === 'unverified') return <Loading />;
  if (!isCandidateRole(role)) {
    return <Navigate to={`/${prefix}/login`} replace state={{ from: location.pathname + location.search }} />;
  }

  if (draft.selected_exam.length === 0) {
    return (
      <section className="remote-page enrolment-page" data-remote-page="mf-enrolment">
        <h1 className="page-title">{t('checkout.title')}</h1>
        <Notice type="warning" title={message('PRODUCTS_REQUIRED')} className="enrolment-block" />
        <Button onClick={() => navigate(`/${prefix}/enrolment`)}>{t('checkout.back')}</Button>
      </section>
    );
  }

  const method = methods.data?.find((m) => m.code === postage);
  const loading = venues.isPending || methods.isPending || products.isPending;

  return (
    <section className="remote-page enrolment-page" data-remote-page="mf-enrolment">
      <h1 className="page-title">{t('checkout.title')}</h1>
      <RegistrationFlowSteps current={3} />
      <p className="enrolment-total">
        <span>{method && method.fee_cents > 0 ? t('checkout.totalWithPostage') : t('select.total')}</span>{' '}
        <strong data-testid="checkout-total">
          {formatHkd(hkdToCents(draft.selected_total_amount) + (method?.fee_cents ?? 0))}
        </strong>
      </p>
      {failure.error !== null && <PageLoadError error={failure.error} onRetry={failure.retry} />}
      {loading && failure.error === null && <Loading />}
      {venues.data && methods.data && products.data && (
        <CheckoutFields
          initialValues={initialValues}
          venues={venues.data}
          methods={methods.data}
          products={chosenProducts}
          locale={locale}
        />
      )}
    </section>
  );
}
