// Order review and submit. The draft is sent with one Idempotency-Key (kept until the order exists),
// so a double click or a retry after a timeout creates one order. Success clears the draft and goes
// to the payment page of the chosen method.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Descriptions, Space, Spin, Table, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messageText, type PostageMethod, type Product, type Venue } from '@mockexam/contracts';
import { ApiError, createOrder, getPostageMethods, getProducts, getVenues } from '@mockexam/api-client';
import { sessionStore, useSession } from '@mockexam/session';
import { fieldIn, nameIn, textIn } from '@mockexam/i18n';
import { formatHkd, hkdToCents } from '@mockexam/ui';
import { errorText, useLocale, useMessage } from '@mockexam/ui/text';
import { checkDraft, draftToOrder, examModeOf, forgetIdempotencyKey, idempotencyKeyFor } from '../checkout';
import { RegistrationFlowSteps } from '../components';
import '../enrolment.css';

export default function EnrolmentConfirmPage() {
  const { t } = useTranslation('enrolment');
  const locale = useLocale();
  const message = useMessage();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  const draft = useSession((s) => s.enrolmentDraft);
  const [products, setProducts] = useState<Product[] | null>(null);
  const [venues, setVenues] = useState<Venue[]>([]);
  const [methods, setMethods] = useState<PostageMethod[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; details: string[] } | null>(null);
  const submitting = useRef(false);

  useEffect(() => {
    let live = true;
    Promise.all([getProducts(), getVenues(), getPostageMethods()])
      .then(([p, v, m]) => {
        if (!live) return;
        setProducts(p);
        setVenues(v);
        setMethods(m);
      })
      .catch((e: unknown) => live && setError({ text: errorText(e, locale), details: [] }));
    return () => {
      live = false;
    };
  }, [locale]);

  const problems = useMemo(() => checkDraft(draft), [draft]);
  const mode = examModeOf(draft);
  const venue = venues.find((v) => v.venue_id === Number(draft.designatedRoom));
  const method = methods.find((m) => m.code === draft.selected_shipping_method);
  const postageFeeCents = method?.fee_cents ?? 0;
  const grandTotalCents = hkdToCents(draft.selected_total_amount) + postageFeeCents;
  const rows = draft.selected_exam.map((e) => {
    const product = products?.find((p) => p.product_id === String(e.product_id));
    return {
      key: String(e.product_id),
      subject: product ? nameIn(product.subject, locale) : String(e.product_id),
      papers: product ? product.papers.map((p) => nameIn(p, locale)).join(locale === 'en' ? ', ' : '、') : '',
      priceCents: hkdToCents(e.price),
    };
  });

  async function submit() {
    if (submitting.current) return; // a second click while the first is on its way
    if (problems.length > 0) {
      setError({ text: message('APPLICATION_FORM_ERRORS'), details: problems.map((p) => message(p.key)) });
      return;
    }
    submitting.current = true;
    setBusy(true);
    setError(null);
    const order = draftToOrder(draft);
    const key = idempotencyKeyFor(order);
    try {
      const created = await createOrder(order, key);
      forgetIdempotencyKey();
      sessionStore.getState().clearDraft();
      const page = order.payment_method === 'bank' ? 'csh_payment' : 'fps_payment';
      navigate(`/${prefix}/${page}/${encodeURIComponent(created.enrollment_no)}`, { replace: true });
    } catch (e) {
      const details = e instanceof ApiError ? Object.values(e.fields).map((f) => textIn(f, locale)) : [];
      const text =
        e instanceof ApiError && e.code === 'VALIDATION_ERROR'
          ? message('APPLICATION_FORM_ERRORS')
          : errorText(e, locale);
      setError({ text, details });
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  if (draft.selected_exam.length === 0) {
    return (
      <section className="remote-page enrolment-page" data-remote-page="mf-enrolment">
        <Typography.Title level={1}>{t('title.EnrolmentConfirmPage')}</Typography.Title>
        <Alert type="warning" showIcon title={message('PRODUCTS_REQUIRED')} className="enrolment-block" />
        <Button onClick={() => navigate(`/${prefix}/enrolment`)}>{t('confirm.toSelect')}</Button>
      </section>
    );
  }

  const delivery = draft.selected_sf_delivery ?? {};
  const deliveryDetail =
    method?.detail_kind === 'address'
      ? draft.filled_address
      : [delivery.parameter1, delivery.parameter2].filter(Boolean).join(', ');

  return (
    <section className="remote-page enrolment-page" data-remote-page="mf-enrolment">
      <Typography.Title level={1}>{t('title.EnrolmentConfirmPage')}</Typography.Title>
      <RegistrationFlowSteps current={3} />
      {!products && !error && <Spin />}
      <Table
        className="enrolment-block"
        size="small"
        pagination={false}
        dataSource={rows}
        scroll={{ x: true }}
        columns={[
          { title: t('confirm.subject'), dataIndex: 'subject' },
          { title: t('confirm.papers'), dataIndex: 'papers' },
          {
            title: t('confirm.price'),
            dataIndex: 'priceCents',
            align: 'right',
            render: (cents: number) => formatHkd(cents),
          },
        ]}
        summary={() => (
          <>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                {t('confirm.postageFee')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {formatHkd(postageFeeCents)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <strong>{t('select.total')}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <strong data-testid="confirm-total">{formatHkd(grandTotalCents)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </>
        )}
      />
      <Descriptions bordered size="small" column={1} className="enrolment-block">
        <Descriptions.Item label={t('checkout.examMode')}>
          {mode === 'venue' ? t('checkout.modeVenue') : mode === 'home' ? t('checkout.modeHome') : '—'}
        </Descriptions.Item>
        {mode === 'venue' && (
          <Descriptions.Item label={t('checkout.venue')}>
            {venue ? (
              <>
                {nameIn(venue, locale)}
                <br />
                {fieldIn(venue, 'address', locale)}
              </>
            ) : (
              '—'
            )}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('checkout.postage')}>{method ? nameIn(method, locale) : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('confirm.deliveryDetail')}>{deliveryDetail || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('checkout.recipientName')}>{draft.addressee || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('checkout.recipientPhone')}>{draft.phone || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('checkout.payment')}>
          {draft.selected_payment_method === 'fps'
            ? t('checkout.payFps')
            : draft.selected_payment_method === 'bank'
              ? t('checkout.payBank')
              : '—'}
        </Descriptions.Item>
      </Descriptions>
      <Alert type="warning" showIcon title={message('REVIEW_NOTICE')} className="enrolment-block" />
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="enrolment-block"
          title={error.text}
          description={
            error.details.length > 0 ? (
              <ul>
                {error.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
      <p className="option-note">{messageText('CREDIT_CARD_NOT_SUPPORTED', locale)}</p>
      <Space wrap>
        <Button onClick={() => navigate(`/${prefix}/enrolment?step=checkout`)} disabled={busy}>
          {t('confirm.edit')}
        </Button>
        <Button type="primary" size="large" loading={busy} onClick={() => void submit()}>
          {t('confirm.submit')}
        </Button>
      </Space>
    </section>
  );
}
