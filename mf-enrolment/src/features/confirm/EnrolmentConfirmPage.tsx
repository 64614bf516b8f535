// Order review and submit. The draft is sent with one Idempotency-Key (kept until the order exists),
// so a double click or a retry after a timeout creates one order. Success clears the draft and goes
// to the payment page of the chosen method. The pre-rendered copy (rendered in Node, without the
// browser's draft) is the frame: heading, steps and the loading state where the order goes. Plain HTML:
// the shell mounts it without antd.
import { useDeferredValue, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messageText } from '@mockexam/contracts/text';
import { sessionStore, useSession } from '@mockexam/session';
import { hkdToCents } from '@mockexam/ui';
import { Button, Notice } from '@mockexam/ui/plain';
import { useLocale, useMessage } from '@mockexam/ui/text';
import { PageLoadError } from '../../components/PageLoadError';
import { RegistrationFlowSteps } from '../../components/RegistrationFlowSteps';
import type { DraftProblem } from '../../lib/checkDraft';
import { draftToOrder } from '../../lib/draft';
import { paymentPath } from '../../lib/paymentPath';
import { loadFailure } from '../../lib/queries';
import { usePostageMethods, useProducts, useVenues } from '../catalogue/api';
import { useCreateOrder } from './api';
import { ChoicesSummary } from './ChoicesSummary';
import { ConfirmSkeleton } from './ConfirmSkeleton';
import { orderLines } from './orderLines';
import { OrderLinesTable } from './OrderLinesTable';
import { SubmitError } from './SubmitError';
import { useInBrowser } from './useInBrowser';
import '../../enrolment.css';

export default function EnrolmentConfirmPage() {
  const { t } = useTranslation('enrolment');
  const locale = useLocale();
  const message = useMessage();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  const inBrowser = useInBrowser();
  const draft = useSession((s) => s.enrolmentDraft);
  // Answers reach the page in a render React may interrupt (one long task on a slow phone otherwise).
  const products = useDeferredValue(useProducts());
  const venues = useDeferredValue(useVenues());
  const methods = useDeferredValue(usePostageMethods());
  const failure = loadFailure(products, venues, methods);
  const creating = useCreateOrder();
  /** Set from the click until the answer: a second click in between sends nothing. */
  const submitting = useRef(false);
  const [shownProblems, setShownProblems] = useState<DraftProblem[] | null>(null);

  async function submit() {
    if (submitting.current) return;
    submitting.current = true;
    const { checkDraft } = await import('../../lib/checkDraft');
    const problems = checkDraft(draft);
    if (problems.length > 0) {
      submitting.current = false;
      setShownProblems(problems);
      return;
    }
    setShownProblems(null);
    const order = draftToOrder(draft);
    try {
      const created = await creating.mutateAsync(order);
      sessionStore.getState().clearDraft();
      navigate(paymentPath(prefix, { payment_method: order.payment_method, enrollment_no: created.enrollment_no }), {
        replace: true,
      });
    } catch {
      // creating.error says why; <SubmitError> shows it.
    } finally {
      submitting.current = false;
    }
  }

  // In the copy there is no draft to read yet: the frame, not the "choose papers first" message.
  if (inBrowser && draft.selected_exam.length === 0) {
    return (
      <section className="remote-page enrolment-page" data-remote-page="mf-enrolment">
        <h1 className="page-title">{t('title.EnrolmentConfirmPage')}</h1>
        <Notice type="warning" title={message('PRODUCTS_REQUIRED')} className="enrolment-block" />
        <Button onClick={() => navigate(`/${prefix}/enrolment`)}>{t('confirm.toSelect')}</Button>
      </section>
    );
  }

  const venue = venues.data?.find((v) => v.venue_id === Number(draft.designatedRoom));
  const method = methods.data?.find((m) => m.code === draft.selected_shipping_method);
  const postageFeeCents = method?.fee_cents ?? 0;
  const loading = products.isPending || venues.isPending || methods.isPending;

  return (
    <section className="remote-page enrolment-page" data-remote-page="mf-enrolment">
      <h1 className="page-title">{t('title.EnrolmentConfirmPage')}</h1>
      <RegistrationFlowSteps current={3} />
      {failure.error !== null && <PageLoadError error={failure.error} onRetry={failure.retry} />}
      {/* The copy and the live page show the same loading state, of about the tables' size. */}
      {loading && failure.error === null ? (
        <ConfirmSkeleton />
      ) : (
        <>
          <OrderLinesTable
            lines={orderLines(draft.selected_exam, products.data, locale)}
            postageFeeCents={postageFeeCents}
            totalCents={hkdToCents(draft.selected_total_amount) + postageFeeCents}
          />
          <ChoicesSummary draft={draft} venue={venue} method={method} locale={locale} />
        </>
      )}
      <Notice type="warning" title={message('REVIEW_NOTICE')} className="enrolment-block" />
      <SubmitError problems={shownProblems} error={creating.error} />
      <p className="option-note">{messageText('CREDIT_CARD_NOT_SUPPORTED', locale)}</p>
      <div className="list-actions">
        <Button onClick={() => navigate(`/${prefix}/enrolment?step=checkout`)} disabled={creating.isPending}>
          {t('confirm.edit')}
        </Button>
        {/* Busy, not disabled, while the order is sent: it keeps the focus, and a second click sends nothing. */}
        <Button primary aria-busy={creating.isPending} onClick={() => void submit()}>
          {t('confirm.submit')}
        </Button>
      </div>
    </section>
  );
}
