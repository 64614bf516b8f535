// Step 4 of the registration flow, "checkout": exam mode and venue, 4A mailing address (postage
// method, its details, recipient), 4B payment method. Every change is written to the draft.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Radio, Space, Spin, Tag, Typography } from 'antd';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isHkMobile, type PostageMethod, type Product, type Venue, type VenueSession } from '@mockexam/contracts';
import { getPostageMethods, getProducts, getVenues } from '@mockexam/api-client';
import { sessionStore, useRole, useSession, type EnrolmentDraft } from '@mockexam/session';
import { fieldIn, nameIn } from '@mockexam/i18n';
import { formatDate, formatTime } from '@mockexam/i18n/dates';
import { formatHkd, hkdToCents } from '@mockexam/ui';
import { errorText, useLocale, useMessage } from '@mockexam/ui/text';
import { checkDraft, examModeOf } from '../checkout';
import { RegistrationFlowSteps, isCandidateRole } from '../components';

export interface CheckoutValues {
  examMode?: 'venue' | 'home';
  venueId?: number;
  postage?: string;
  address?: string;
  parameter1?: string;
  parameter2?: string;
  sameAsCandidate?: boolean;
  recipientName?: string;
  recipientPhone?: string;
  payment?: 'fps' | 'bank';
}

export function valuesFromDraft(draft: EnrolmentDraft): CheckoutValues {
  const mode = examModeOf(draft);
  return {
    examMode: mode,
    venueId: mode === 'venue' && draft.designatedRoom ? Number(draft.designatedRoom) : undefined,
    postage: draft.selected_shipping_method,
    address: draft.filled_address,
    parameter1: draft.selected_sf_delivery?.parameter1,
    parameter2: draft.selected_sf_delivery?.parameter2,
    sameAsCandidate: draft.samePostalAddress ?? false,
    recipientName: draft.addressee,
    recipientPhone: draft.phone,
    payment: draft.selected_payment_method ?? undefined,
  };
}

export function draftPatch(values: CheckoutValues, methods: PostageMethod[]): Partial<EnrolmentDraft> {
  const method = methods.find((m) => m.code === values.postage);
  return {
    homeRoom: values.examMode === undefined ? undefined : values.examMode === 'home',
    designatedRoom: values.examMode === 'venue' ? (values.venueId ?? null) : null,
    selected_shipping_method: values.postage,
    shipping_method: values.postage,
    filled_address: method?.detail_kind === 'address' ? values.address : undefined,
    selected_sf_delivery: {
      type: method?.detail_kind,
      address1: method?.detail_kind === 'address' ? values.address : undefined,
      parameter1: method && method.detail_kind !== 'address' ? values.parameter1 : undefined,
      parameter2: method && method.detail_kind !== 'address' ? values.parameter2 : undefined,
    },
    samePostalAddress: values.sameAsCandidate,
    addressee: values.recipientName,
    phone: values.recipientPhone,
    selected_payment_method: values.payment ?? null,
  };
}

/** A venue's sessions on the selected subjects' exam dates (all its sessions when none match). */
export function relevantSessions(venue: Venue, products: Product[]): VenueSession[] {
  const subjects = new Set(products.map((p) => p.subject.code));
  const dates = new Set(products.map((p) => p.exam_date).filter(Boolean));
  const matching = venue.sessions.filter((s) => (s.subject ? subjects.has(s.subject) : dates.has(s.date)));
  return matching.length > 0 ? matching : venue.sessions;
}

export function CheckoutForm() {
  const { t } = useTranslation('enrolment');
  const locale = useLocale();
  const message = useMessage();
  const { locale: prefix = locale } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const role = useRole();
  const status = useSession((s) => s.status);
  const profile = useSession((s) => s.profile);
  const draft = useSession((s) => s.enrolmentDraft);
  const [form] = Form.useForm<CheckoutValues>();
  const [venues, setVenues] = useState<Venue[] | null>(null);
  const [methods, setMethods] = useState<PostageMethod[] | null>(null);
  const [products, setProducts] = useState<Product[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [formError, setFormError] = useState(false);
  const initialValues = useMemo(() => valuesFromDraft(sessionStore.getState().enrolmentDraft), []);
  const examMode = Form.useWatch('examMode', form) ?? initialValues.examMode;
  const postage = Form.useWatch('postage', form) ?? initialValues.postage;
  const sameAsCandidate = Form.useWatch('sameAsCandidate', form) ?? initialValues.sameAsCandidate;

  useEffect(() => {
    let live = true;
    Promise.all([getVenues(), getPostageMethods(), getProducts()])
      .then(([v, m, p]) => {
        if (!live) return;
        setVenues(v);
        setMethods(m);
        setProducts(p);
      })
      .catch((e: unknown) => live && setLoadError(errorText(e, locale)));
    return () => {
      live = false;
    };
  }, [locale]);

  const chosenProducts = useMemo(() => {
    const ids = new Set(draft.selected_exam.map((e) => String(e.product_id)));
    return products.filter((p) => ids.has(p.product_id));
  }, [products, draft.selected_exam]);

  if (status === 'unverified') return <Spin />;
  if (!isCandidateRole(role)) {
    return <Navigate to={`/${prefix}/login`} replace state={{ from: location.pathname + location.search }} />;
  }

  const candidate = profile?.candidate;
  const method = methods?.find((m) => m.code === postage);

  function applySameAsCandidate(on: boolean) {
    if (on && candidate) {
      form.setFieldsValue({ recipientName: candidate.name, recipientPhone: candidate.phone ?? '' });
      void form.validateFields(['recipientName', 'recipientPhone']).catch(() => undefined);
    }
  }

  function save() {
    sessionStore.getState().updateDraft(draftPatch(form.getFieldsValue(true) as CheckoutValues, methods ?? []));
  }

  function next() {
    save();
    if (checkDraft(sessionStore.getState().enrolmentDraft).length > 0) {
      setFormError(true);
      return;
    }
    setFormError(false);
    navigate(`/${prefix}/enrolment_confirm`);
  }

  if (draft.selected_exam.length === 0) {
    return (
      <section className="remote-page enrolment-page" data-remote-page="mf-enrolment">
        <Typography.Title level={1}>{t('checkout.title')}</Typography.Title>
        <Alert type="warning" showIcon title={message('PRODUCTS_REQUIRED')} className="enrolment-block" />
        <Button onClick={() => navigate(`/${prefix}/enrolment`)}>{t('checkout.back')}</Button>
      </section>
    );
  }

  const detailKind = method?.detail_kind;
  const detailLabel = detailKind && detailKind !== 'address' ? t(`checkout.detail.${detailKind}`) : '';

  return (
    <section className="remote-page enrolment-page" data-remote-page="mf-enrolment">
      <Typography.Title level={1}>{t('checkout.title')}</Typography.Title>
      <RegistrationFlowSteps current={3} />
      <p className="enrolment-total">
        <span>{method && method.fee_cents > 0 ? t('checkout.totalWithPostage') : t('select.total')}</span>{' '}
        <strong data-testid="checkout-total">
          {formatHkd(hkdToCents(draft.selected_total_amount) + (method?.fee_cents ?? 0))}
        </strong>
      </p>
      {loadError && <Alert type="error" showIcon title={loadError} role="alert" className="enrolment-block" />}
      {!venues && !loadError && <Spin />}
      {venues && methods && (
        <Form<CheckoutValues>
          form={form}
          name="checkout"
          layout="vertical"
          initialValues={initialValues}
          onValuesChange={(changed: CheckoutValues) => {
            if (changed.sameAsCandidate !== undefined) applySameAsCandidate(changed.sameAsCandidate);
            save();
          }}
          onFinish={next}
          onFinishFailed={() => setFormError(true)}
          scrollToFirstError
        >
          <fieldset className="checkout-section">
            <legend>{t('checkout.examModeSection')}</legend>
            <Form.Item
              name="examMode"
              label={t('checkout.examMode')}
              rules={[{ required: true, message: message('EXAM_MODE_REQUIRED') }]}
            >
              <Radio.Group>
                <Space orientation="vertical">
                  <Radio value="venue">
                    <strong>{t('checkout.modeVenue')}</strong>
                    <div className="option-note">{t('checkout.modeVenueNote')}</div>
                  </Radio>
                  <Radio value="home">
                    <strong>{t('checkout.modeHome')}</strong>
                    <div className="option-note">{t('checkout.modeHomeNote')}</div>
                  </Radio>
                </Space>
              </Radio.Group>
            </Form.Item>
            {examMode === 'venue' && (
              <Form.Item
                name="venueId"
                label={t('checkout.venue')}
                rules={[{ required: true, message: message('VENUE_REQUIRED') }]}
              >
                <Radio.Group className="venue-list">
                  {venues.map((venue) => {
                    const sessions = relevantSessions(venue, chosenProducts);
                    const full = sessions.some((s) => s.full);
                    return (
                      <Radio key={venue.venue_id} value={venue.venue_id} disabled={full} className="venue-option">
                        <div className="venue-name">
                          <strong>{nameIn(venue, locale)}</strong>{' '}
                          {full && <Tag color="red">{message('VENUE_FULL')}</Tag>}
                        </div>
                        <div className="venue-address">{fieldIn(venue, 'address', locale)}</div>
                        <ul className="venue-sessions">
                          {sessions.map((s) => (
                            <li key={s.session_id}>
                              {formatDate(s.date, locale)} {formatTime(s.starts_at)}–{formatTime(s.ends_at)}{' '}
                              {s.full ? (
                                <span className="seats-full">{message('VENUE_FULL')}</span>
                              ) : (
                                <span>{t('checkout.seatsLeft', { count: s.seats_left })}</span>
                              )}
                            </li>
                          ))}
                        </ul>
                      </Radio>
                    );
                  })}
                </Radio.Group>
              </Form.Item>
            )}
            {examMode === 'home' && (
              <Alert type="info" showIcon title={t('checkout.homeDetails')} className="enrolment-block" />
            )}
          </fieldset>

          <fieldset className="checkout-section">
            <legend>{t('checkout.mailingSection')}</legend>
            <Form.Item
              name="postage"
              label={t('checkout.postage')}
              rules={[{ required: true, message: message('POSTAGE_REQUIRED') }]}
            >
              <Radio.Group>
                <Space orientation="vertical">
                  {methods.map((m) => (
                    <Radio key={m.code} value={m.code}>
                      {nameIn(m, locale)}{' '}
                      <span className="option-note">
                        ({m.fee_cents > 0 ? formatHkd(m.fee_cents) : t('checkout.free')};{' '}
                        {t(`checkout.detailKind.${m.detail_kind}`)})
                      </span>
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </Form.Item>
            {detailKind === 'address' && (
              <Form.Item
                name="address"
                label={t('checkout.address')}
                rules={[{ required: true, whitespace: true, message: message('ADDRESS_REQUIRED') }]}
              >
                <Input.TextArea rows={3} maxLength={300} autoComplete="street-address" />
              </Form.Item>
            )}
            {detailKind && detailKind !== 'address' && (
              <>
                <Form.Item
                  name="parameter1"
                  label={detailLabel}
                  rules={[{ required: true, whitespace: true, message: message('POSTAGE_DETAILS_REQUIRED') }]}
                >
                  <Input maxLength={100} />
                </Form.Item>
                {detailKind !== 'school' && (
                  <Form.Item name="parameter2" label={t('checkout.detail.district')}>
                    <Input maxLength={100} />
                  </Form.Item>
                )}
              </>
            )}
            <Form.Item name="sameAsCandidate" valuePropName="checked">
              <Checkbox>{t('checkout.sameAsCandidate')}</Checkbox>
            </Form.Item>
            <Form.Item
              name="recipientName"
              label={t('checkout.recipientName')}
              rules={[{ required: true, whitespace: true, message: message('RECIPIENT_NAME_REQUIRED') }]}
            >
              <Input maxLength={60} autoComplete="name" disabled={Boolean(sameAsCandidate && candidate)} />
            </Form.Item>
            <Form.Item
              name="recipientPhone"
              label={t('checkout.recipientPhone')}
              rules={[
                { required: true, whitespace: true, message: message('RECIPIENT_PHONE_REQUIRED') },
                {
                  validator: (_rule, value: string | undefined) =>
                    !value || !value.trim() || isHkMobile(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(message('PHONE_INVALID'))),
                },
              ]}
            >
              <Input
                inputMode="tel"
                maxLength={20}
                autoComplete="tel"
                disabled={Boolean(sameAsCandidate && candidate?.phone)}
              />
            </Form.Item>
          </fieldset>

          <fieldset className="checkout-section">
            <legend>{t('checkout.paymentSection')}</legend>
            <Form.Item
              name="payment"
              label={t('checkout.payment')}
              rules={[{ required: true, message: message('PAYMENT_METHOD_REQUIRED') }]}
            >
              <Radio.Group>
                <Space orientation="vertical">
                  <Radio value="fps">{t('checkout.payFps')}</Radio>
                  <Radio value="bank">{t('checkout.payBank')}</Radio>
                </Space>
              </Radio.Group>
            </Form.Item>
            <p className="option-note">{message('CREDIT_CARD_NOT_SUPPORTED')}</p>
          </fieldset>

          <Alert type="warning" showIcon title={message('REVIEW_NOTICE')} className="enrolment-block" />
          {formError && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={message('APPLICATION_FORM_ERRORS')}
              className="enrolment-block"
            />
          )}
          <Space wrap>
            <Button onClick={() => navigate(`/${prefix}/enrolment`)}>{t('checkout.back')}</Button>
            <Button type="primary" htmlType="submit">
              {t('checkout.next')}
            </Button>
          </Space>
        </Form>
      )}
    </section>
  );
}
