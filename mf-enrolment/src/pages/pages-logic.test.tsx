import { render, screen, act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { i18n, initI18n, registerNamespace } from '@mockexam/i18n';
import { AntdProvider } from '@mockexam/ui/antd';
import { sessionStore, emptyDraft } from '@mockexam/session';
import { testProfiles } from '@mockexam/session/testing';
import * as api from '@mockexam/api-client';
import type { Order, PostageMethod, Product, Venue } from '@mockexam/contracts';
import { resources } from '../i18n';
import EnrolmentPage from './EnrolmentPage';
import EnrolmentConfirmPage from './EnrolmentConfirmPage';
import OrderHistoryPage from './OrderHistoryPage';

jest.mock('@mockexam/api-client', () => {
  const actual = jest.requireActual('@mockexam/api-client');
  return {
    ...actual,
    getProducts: jest.fn(),
    getEvents: jest.fn(),
    getVenues: jest.fn(),
    getPostageMethods: jest.fn(),
    createOrder: jest.fn(),
    getOrders: jest.fn(),
  };
});
const mocked = api as jest.Mocked<typeof api>;

jest.setTimeout(30_000);

const products: Product[] = [
  {
    product_id: 'p-chi',
    subject: { code: 'chi', name_zh: '中國語文', name_en: 'Chinese Language' },
    name_zh: '中國語文',
    name_en: 'Chinese Language',
    price: 450,
    price_cents: 45000,
    exam_date: '2024-12-28',
    papers: [{ paper_id: 1, paper_no: 1, name_zh: '卷一', name_en: 'Paper 1', weight_percent: 50 }],
    enrolled: false,
  },
  {
    product_id: 'p-eng',
    subject: { code: 'eng', name_zh: '英國語文', name_en: 'English Language' },
    name_zh: '英國語文',
    name_en: 'English Language',
    price: 500,
    price_cents: 50000,
    exam_date: '2024-12-30',
    papers: [],
    enrolled: true,
  },
];
const venues: Venue[] = [
  {
    venue_id: 1,
    name_zh: '甲禮堂',
    name_en: 'Hall A',
    address_zh: '地址甲',
    address_en: 'Address A',
    sessions: [
      {
        session_id: 1,
        subject: 'chi',
        date: '2024-12-28',
        starts_at: '2024-12-28T01:00:00Z',
        ends_at: '2024-12-28T04:00:00Z',
        capacity: 100,
        seats_left: 12,
        full: false,
      },
    ],
  },
  {
    venue_id: 2,
    name_zh: '乙禮堂',
    name_en: 'Hall B',
    address_zh: '地址乙',
    address_en: 'Address B',
    sessions: [
      {
        session_id: 2,
        subject: 'chi',
        date: '2024-12-28',
        starts_at: '2024-12-28T01:00:00Z',
        ends_at: '2024-12-28T04:00:00Z',
        capacity: 100,
        seats_left: 0,
        full: true,
      },
    ],
  },
];
const methods: PostageMethod[] = [
  { code: 'ordinary_post', name_zh: '平郵', name_en: 'Ordinary post', detail_kind: 'address', fee_cents: 0, fee: 0 },
  {
    code: 'smart_locker',
    name_zh: '智能櫃',
    name_en: 'Smart locker pickup',
    detail_kind: 'locker',
    fee_cents: 3000,
    fee: 30,
  },
];

beforeAll(async () => {
  await initI18n('en');
  registerNamespace('enrolment', resources);
});

beforeEach(() => {
  jest.clearAllMocks();
  mocked.getProducts.mockResolvedValue(products);
  mocked.getEvents.mockResolvedValue({
    person_enrol_start: '2024-09-01T00:00:00+08:00',
    person_enrol_end: '2024-10-23T23:59:59+08:00',
  } as never);
  mocked.getVenues.mockResolvedValue(venues);
  mocked.getPostageMethods.mockResolvedValue(methods);
  sessionStore.getState().signOut();
});

function renderAt(path: string) {
  return render(
    <AntdProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:locale/enrolment" element={<EnrolmentPage />} />
          <Route path="/:locale/enrolment_confirm" element={<EnrolmentConfirmPage />} />
          <Route path="/:locale/order-history" element={<OrderHistoryPage />} />
          <Route path="/:locale/login" element={<p>login page</p>} />
          <Route path="/:locale/fps_payment/:id" element={<p>fps page</p>} />
        </Routes>
      </MemoryRouter>
    </AntdProvider>,
  );
}

describe('select papers', () => {
  it('sends a visitor who selects a paper to the login page', async () => {
    renderAt('/en/enrolment');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Chinese Language' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('keeps the running total in the draft and marks enrolled subjects', async () => {
    sessionStore.getState().signIn('t', testProfiles.candidate);
    renderAt('/en/enrolment');
    expect(await screen.findByText('Individual enrolment period: 2024-9-1 to 2024-10-23')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Chinese Language' }));
    expect(screen.getByTestId('running-total')).toHaveTextContent('HK$450.00');
    expect(sessionStore.getState().enrolmentDraft.selected_exam).toEqual([{ product_id: 'p-chi', price: 450 }]);
    expect(screen.getByRole('checkbox', { name: 'English Language' })).toBeDisabled();
    expect(screen.getByText('Enrolled')).toBeInTheDocument();
  });
});

describe('checkout', () => {
  it('shows the spec messages inside the fields and marks a full venue', async () => {
    sessionStore.getState().signIn('t', testProfiles.candidate);
    sessionStore
      .getState()
      .updateDraft({ selected_exam: [{ product_id: 'p-chi', price: 450 }], selected_total_amount: 450 });
    renderAt('/en/enrolment?step=checkout');
    await userEvent.click(await screen.findByRole('button', { name: 'Review order' }));
    expect(await screen.findByText('Please choose an exam method')).toBeInTheDocument();
    expect(screen.getByText('Please choose a postage method')).toBeInTheDocument();
    expect(screen.getByText('Please enter the recipient name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the recipient mobile number')).toBeInTheDocument();
    expect(screen.getByText('Please choose a payment method')).toBeInTheDocument();
    expect(screen.getByText('Credit card is not supported')).toBeInTheDocument();
    expect(
      screen.getByText('Please review the information, orders cannot be modified once submitted'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(/Physical exam at a designated venue/));
    expect(await screen.findByText('Fully booked!', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByText('12 seats left')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/Same as candidate/));
    expect(screen.getByLabelText('Recipient name')).toHaveValue('陳大文');
    expect(sessionStore.getState().enrolmentDraft.phone).toBe('91234567');
  });
});

type Created = Awaited<ReturnType<typeof api.createOrder>>;
const created = (no: string) =>
  ({
    enrollment_no: no,
    status: 'pending',
    payment_method: 'fps',
    due_at: '',
    payment_status: 'PEND',
    total: 450,
    total_cents: 45000,
  }) as Created;

describe('enrolment confirm', () => {
  const draft = {
    ...emptyDraft(),
    selected_exam: [{ product_id: 'p-chi', price: 450 }],
    selected_total_amount: 450,
    homeRoom: false,
    designatedRoom: 1,
    selected_shipping_method: 'ordinary_post',
    filled_address: '1 Queen’s Road',
    addressee: '陳大文',
    phone: '91234567',
    selected_payment_method: 'fps' as const,
  };

  it('submits once with one idempotency key, clears the draft and goes to the FPS page', async () => {
    sessionStore.getState().signIn('t', testProfiles.candidate);
    sessionStore.getState().updateDraft(draft);
    let resolve: (v: unknown) => void = () => undefined;
    mocked.createOrder.mockImplementation(() => new Promise((r) => (resolve = r as never)) as never);
    renderAt('/en/enrolment_confirm');
    const submit = await screen.findByRole('button', { name: 'Submit order' });
    await userEvent.click(submit);
    await userEvent.click(submit);
    expect(mocked.createOrder).toHaveBeenCalledTimes(1);
    await act(async () => resolve(created('E0001')));
    expect(await screen.findByText('fps page')).toBeInTheDocument();
    expect(sessionStore.getState().enrolmentDraft.selected_exam).toEqual([]);
  });

  it('retries a timed-out submit with the same key', async () => {
    sessionStore.getState().signIn('t', testProfiles.candidate);
    sessionStore.getState().updateDraft(draft);
    mocked.createOrder.mockRejectedValueOnce(new api.ApiError(0, 'TIMEOUT', undefined, undefined));
    mocked.createOrder.mockResolvedValueOnce(created('E0002'));
    renderAt('/en/enrolment_confirm');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    await screen.findByText('fps page');
    const [first, second] = mocked.createOrder.mock.calls;
    expect(first[1]).toBe(second[1]);
  });
});

describe('order history', () => {
  it('says No records when there are no orders', async () => {
    sessionStore.getState().signIn('t', testProfiles.candidate);
    mocked.getOrders.mockResolvedValue([]);
    renderAt('/en/order-history');
    expect(await screen.findAllByText('No records')).toHaveLength(2);
  });

  it('re-selects a timed-out order into the draft', async () => {
    sessionStore.getState().signIn('t', testProfiles.candidate);
    const order: Order = {
      enrollment_no: 'E0003',
      status: 'expired',
      payment_status: 'OVDU',
      payment_method: 'fps',
      exam_mode: 'home',
      venue_id: null,
      total: 450,
      total_cents: 45000,
      paid_cents: 0,
      due_at: '2024-10-01T10:00:00+08:00',
      created_at: '2024-10-01T09:30:00+08:00',
      items: [
        {
          product_id: 'p-chi',
          venue_session_id: null,
          subject: 'chi',
          name_zh: '中國語文',
          name_en: 'Chinese Language',
          price: 450,
          price_cents: 45000,
        },
      ],
      shipping: {
        method: 'ordinary_post',
        recipient_name: '陳大文',
        recipient_phone: '91234567',
        address: '1 Road',
        parameter1: null,
        parameter2: null,
        parameter3: null,
        parameter4: null,
      },
      can_reselect: true,
    };
    mocked.getOrders.mockResolvedValue([order]);
    renderAt('/en/order-history');
    expect(await screen.findByText('E0003')).toBeInTheDocument();
    expect(screen.getByText('2024-10-1 10:00:00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Re-select' }));
    await waitFor(() =>
      expect(sessionStore.getState().enrolmentDraft.selected_exam).toEqual([{ product_id: 'p-chi', price: 450 }]),
    );
    expect(sessionStore.getState().enrolmentDraft.homeRoom).toBe(true);
  });
});

afterAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});
