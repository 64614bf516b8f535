// Individual enrolment: step 3 "select papers" and step 4 "checkout" (4A mailing address, 4B payment
// method) of the registration flow. The choices live in the shared session store's enrolment draft,
// so they survive a reload and are cleared at logout. ?step=checkout shows the checkout form.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Checkbox, Space, Spin, Tag, Typography } from 'antd';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventsResponse, Product } from '@mockexam/contracts';
import { getEvents, getProducts } from '@mockexam/api-client';
import { sessionStore, useRole, useSession } from '@mockexam/session';
import { nameIn } from '@mockexam/i18n';
import { formatDate } from '@mockexam/i18n/dates';
import { formatHkd, hkdToCents } from '@mockexam/ui';
import { errorText, useLocale, useMessage } from '@mockexam/ui/text';
import { CheckoutForm } from './CheckoutForm';
import { RegistrationFlowSteps, isCandidateRole } from '../components';
import '../enrolment.css';

export default function EnrolmentPage() {
  const [params] = useSearchParams();
  return params.get('step') === 'checkout' ? <CheckoutForm /> : <SelectPapers />;
}

function SelectPapers() {
  const { t } = useTranslation('enrolment');
  const locale = useLocale();
  const message = useMessage();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const role = useRole();
  const token = useSession((s) => s.token);
  /** A stored token still being checked by session resume: neither a visitor nor a candidate yet. */
  const resuming = useSession((s) => s.status === 'unverified');
  const draft = useSession((s) => s.enrolmentDraft);
  const [products, setProducts] = useState<Product[] | null>(null);
  const [events, setEvents] = useState<EventsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isCandidate = isCandidateRole(role);

  useEffect(() => {
    let live = true;
    getProducts()
      .then((list) => {
        if (!live) return;
        setProducts(list);
        // A subject the candidate already holds, or one no longer offered, leaves the draft.
        const current = sessionStore.getState().enrolmentDraft.selected_exam;
        const keep = current.filter((e) => list.some((p) => p.product_id === String(e.product_id) && !p.enrolled));
        if (keep.length !== current.length) {
          sessionStore.getState().updateDraft({
            selected_exam: keep,
            selected_total_amount: keep.reduce((sum, e) => sum + e.price, 0),
          });
        }
      })
      .catch((e: unknown) => live && setError(errorText(e, locale)));
    getEvents()
      .then((value) => live && setEvents(value))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Products carry `enrolled` only with a candidate token: load again when the session changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const selected = useMemo(() => new Set(draft.selected_exam.map((e) => String(e.product_id))), [draft.selected_exam]);

  function toggle(product: Product, on: boolean) {
    if (resuming) return;
    if (!isCandidate) {
      navigate(`/${prefix}/login`, { state: { from: location.pathname + location.search } });
      return;
    }
    const others = draft.selected_exam.filter((e) => String(e.product_id) !== product.product_id);
    const next = on ? [...others, { product_id: product.product_id, price: product.price }] : others;
    sessionStore.getState().updateDraft({
      selected_exam: next,
      selected_total_amount: Math.round(next.reduce((sum, e) => sum + e.price, 0) * 100) / 100,
    });
  }

  function checkout() {
    if (resuming) return;
    if (!isCandidate) {
      navigate(`/${prefix}/login`, { state: { from: location.pathname + location.search } });
      return;
    }
    navigate(`/${prefix}/enrolment?step=checkout`);
  }

  const current = !isCandidate ? 1 : 2;

  return (
    <section className="remote-page enrolment-page" data-remote-page="mf-enrolment">
      <Typography.Title level={1}>{t('title.EnrolmentPage')}</Typography.Title>
      <RegistrationFlowSteps current={current} />

      {events?.person_enrol_start && events.person_enrol_end && (
        <p className="enrolment-window" data-testid="enrolment-window">
          {t('select.window', {
            start: formatDate(events.person_enrol_start, locale),
            end: formatDate(events.person_enrol_end, locale),
          })}
        </p>
      )}
      {!isCandidate && !resuming && (
        <Alert type="info" showIcon title={t('select.loginFirst')} className="enrolment-block" />
      )}
      <p>{t('select.feesPerSubject')}</p>

      {error && <Alert type="error" showIcon title={error} role="alert" className="enrolment-block" />}
      {!products && !error && <Spin aria-label={t('loading')} />}

      {products && (
        <div className="product-list" role="group" aria-label={t('select.papers')}>
          {products.map((product) => {
            const checked = selected.has(product.product_id);
            const name = nameIn(product.subject, locale);
            return (
              <Card
                key={product.product_id}
                size="small"
                className={checked ? 'product-card selected' : 'product-card'}
              >
                <div className="product-row">
                  <Checkbox
                    checked={checked || (isCandidate && product.enrolled)}
                    disabled={isCandidate && product.enrolled}
                    onChange={(e) => toggle(product, e.target.checked)}
                    aria-label={name}
                  >
                    <strong>{name}</strong>
                  </Checkbox>
                  <span className="product-price">{formatHkd(product.price_cents)}</span>
                </div>
                <ul className="product-papers">
                  {product.papers.map((paper) => (
                    <li key={paper.paper_id}>{nameIn(paper, locale)}</li>
                  ))}
                </ul>
                {product.exam_date && (
                  <div className="product-date">
                    {t('select.examDate', { date: formatDate(product.exam_date, locale) })}
                  </div>
                )}
                {isCandidate && product.enrolled && <Tag color="green">{t('select.enrolled')}</Tag>}
              </Card>
            );
          })}
        </div>
      )}

      <div className="enrolment-total" aria-live="polite">
        <span>{t('select.total')}</span>
        <strong data-testid="running-total">{formatHkd(hkdToCents(draft.selected_total_amount))}</strong>
      </div>
      <Space wrap>
        <Button
          type="primary"
          size="large"
          onClick={checkout}
          disabled={isCandidate && draft.selected_exam.length === 0}
        >
          {t('select.checkout')}
        </Button>
      </Space>
      {isCandidate && draft.selected_exam.length === 0 && (
        <p className="enrolment-hint">{message('PRODUCTS_REQUIRED')}</p>
      )}
    </section>
  );
}
