// Step 3 "select papers": a visitor may look, a tick or checkout needs a candidate login. The ticks
// and the running total are the enrolment draft's. Plain HTML: the shell mounts the page without antd.
import { useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Product } from '@mockexam/contracts';
import { isCandidateRole, sessionStore, useRole, useSession } from '@mockexam/session';
import { formatDate } from '@mockexam/i18n/dates';
import { formatHkd, hkdToCents } from '@mockexam/ui';
import { Button, Notice } from '@mockexam/ui/plain';
import { useLocale, useMessage } from '@mockexam/ui/text';
import { PageLoadError } from '../../../components/PageLoadError';
import { RegistrationFlowSteps } from '../../../components/RegistrationFlowSteps';
import { useProducts } from '../../catalogue/api';
import { useEvents } from '../api';
import { ProductCard } from './ProductCard';
import { ProductListSkeleton } from './ProductListSkeleton';
import { toggledSelection, useDraftKeepsOffered } from './selection';

export function SelectPapers() {
  const { t } = useTranslation('enrolment');
  const locale = useLocale();
  const message = useMessage();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const role = useRole();
  /** A stored token still being checked by session resume: neither a visitor nor a candidate yet. */
  const resuming = useSession((s) => s.status === 'unverified');
  const draft = useSession((s) => s.enrolmentDraft);
  const { data: products, isPending, isLoadingError, error, refetch } = useProducts();
  const { data: events } = useEvents();
  const isCandidate = isCandidateRole(role);
  useDraftKeepsOffered(products);

  const selected = useMemo(() => new Set(draft.selected_exam.map((e) => String(e.product_id))), [draft.selected_exam]);

  /** A visitor is sent to log in first; false while the session is being resumed or was sent away. */
  function mayChoose(): boolean {
    if (resuming) return false;
    if (!isCandidate) {
      navigate(`/${prefix}/login`, { state: { from: location.pathname + location.search } });
      return false;
    }
    return true;
  }

  function toggle(product: Product, on: boolean) {
    if (mayChoose()) sessionStore.getState().updateDraft(toggledSelection(draft.selected_exam, product, on));
  }

  function checkout() {
    if (mayChoose()) navigate(`/${prefix}/enrolment?step=checkout`);
  }

  return (
    <section className="remote-page enrolment-page" data-remote-page="mf-enrolment">
      <h1 className="page-title">{t('title.EnrolmentPage')}</h1>
      <RegistrationFlowSteps current={isCandidate ? 2 : 1} />

      {/* The line is there before the dates arrive, so nothing below it moves when they do. */}
      <p className="enrolment-window" data-testid="enrolment-window">
        {events?.person_enrol_start && events.person_enrol_end
          ? t('select.window', {
              start: formatDate(events.person_enrol_start, locale),
              end: formatDate(events.person_enrol_end, locale),
            })
          : '\u00a0'}
      </p>
      {!isCandidate && !resuming && <Notice type="info" title={t('select.loginFirst')} className="enrolment-block" />}
      <p>{t('select.feesPerSubject')}</p>

      {isLoadingError && <PageLoadError error={error} onRetry={() => void refetch()} />}
      {isPending && <ProductListSkeleton />}

      {products && (
        <div className="product-list" role="group" aria-label={t('select.papers')}>
          {products.map((product) => (
            <ProductCard
              key={product.product_id}
              product={product}
              checked={selected.has(product.product_id)}
              isCandidate={isCandidate}
              locale={locale}
              prefix={prefix}
              onToggle={toggle}
            />
          ))}
        </div>
      )}

      <div className="enrolment-total" aria-live="polite">
        <span>{t('select.total')}</span>
        <strong data-testid="running-total">{formatHkd(hkdToCents(draft.selected_total_amount))}</strong>
      </div>
      <Button primary onClick={checkout} disabled={isCandidate && draft.selected_exam.length === 0}>
        {t('select.checkout')}
      </Button>
      {isCandidate && draft.selected_exam.length === 0 && (
        <p className="enrolment-hint">{message('PRODUCTS_REQUIRED')}</p>
      )}
    </section>
  );
}
