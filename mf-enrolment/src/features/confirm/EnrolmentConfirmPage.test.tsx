import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mockexam/i18n';
import { emptyDraft, sessionStore } from '@mockexam/session';
import { testProfiles } from '@mockexam/session/testing';
import * as api from '@mockexam/api-client';
import { methods, products, venues } from '../../test/fixtures';
import { renderAt, setUpI18n, testQueryClient } from '../../test/render';
import EnrolmentConfirmPage from './EnrolmentConfirmPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getProducts: jest.fn(),
  getVenues: jest.fn(),
  getPostageMethods: jest.fn(),
  createOrder: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

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

beforeAll(setUpI18n);

beforeEach(() => {
  jest.clearAllMocks();
  mocked.getProducts.mockResolvedValue(products);
  mocked.getVenues.mockResolvedValue(venues);
  mocked.getPostageMethods.mockResolvedValue(methods);
  sessionStore.getState().signOut();
  sessionStore.getState().signIn('t', testProfiles.candidate);
  sessionStore.getState().updateDraft(draft);
});

afterAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const show = (client = testQueryClient()) =>
  renderAt(
    '/en/enrolment_confirm',
    { enrolment_confirm: <EnrolmentConfirmPage />, 'fps_payment/:id': <p>fps page</p> },
    client,
  );

describe('enrolment confirm', () => {
  it('lists the choices and the total', async () => {
    show();
    expect(await screen.findByText('Paper 1')).toBeInTheDocument();
    expect(await screen.findByText(/Hall A/)).toHaveTextContent('Hall AAddress A');
    expect(screen.getByText('Ordinary post')).toBeInTheDocument();
    expect(screen.getByTestId('confirm-total')).toHaveTextContent('HK$450.00');
  });

  it('shows the flow at its last step, the current one named for screen readers', async () => {
    show();
    const steps = await screen.findByRole('navigation', { name: 'Registration steps' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓1\u00a0Register an account',
      '✓2\u00a0Log in',
      '✓3\u00a0Select papers',
      // Each number stays with its words (a no-break space): the steps wrap only between words.
      '44\u00a0Checkout (current step)4A\u00a0Mailing address, 4B\u00a0Payment method',
    ]);
    expect(items[3]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).not.toHaveAttribute('aria-current');
  });

  it('shows a loading state where the order goes until the papers arrive', async () => {
    let resolve: (v: typeof products) => void = () => undefined;
    mocked.getProducts.mockImplementation(() => new Promise((r) => (resolve = r)));
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm enrolment' })).toBeInTheDocument();
    expect(screen.getByTestId('confirm-skeleton')).toBeInTheDocument();
    await act(async () => resolve(products));
    expect(await screen.findByText('Paper 1')).toBeInTheDocument();
    expect(screen.queryByTestId('confirm-skeleton')).not.toBeInTheDocument();
  });

  it('without a draft in the browser asks for papers first, as before the page had a copy', async () => {
    sessionStore.getState().clearDraft();
    show();
    expect(await screen.findByText('Please select at least one subject')).toBeInTheDocument();
    expect(screen.queryByTestId('confirm-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit order' })).not.toBeInTheDocument();
  });

  it('submits once with one idempotency key, clears the draft and goes to the FPS page', async () => {
    let resolve: (v: unknown) => void = () => undefined;
    mocked.createOrder.mockImplementation(() => new Promise((r) => (resolve = r as never)) as never);
    show();
    const submit = await screen.findByRole('button', { name: 'Submit order' });
    await userEvent.click(submit);
    await userEvent.click(submit);
    expect(mocked.createOrder).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await act(async () => resolve(created('E0001')));
    expect(await screen.findByText('fps page')).toBeInTheDocument();
    expect(sessionStore.getState().enrolmentDraft.selected_exam).toEqual([]);
  });

  it('retries a timed-out submit with the same key', async () => {
    mocked.createOrder.mockRejectedValueOnce(new api.ApiError(0, 'TIMEOUT', undefined, undefined));
    mocked.createOrder.mockResolvedValueOnce(created('E0002'));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    await screen.findByText('fps page');
    const [first, second] = mocked.createOrder.mock.calls;
    expect(first[1]).toBe(second[1]);
  });

  it("lists the server's field messages of a rejected order", async () => {
    mocked.createOrder.mockRejectedValueOnce(
      new api.ApiError(422, 'VALIDATION_ERROR', undefined, undefined, {
        venue_id: { en: 'Fully booked!', 'zh-hk': '已滿額！' },
      }),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText('Fully booked!')).toBeInTheDocument();
    expect(
      screen.getByText('Please check the application form, correct any errors, and try again'),
    ).toBeInTheDocument();
    expect(sessionStore.getState().enrolmentDraft.selected_exam).toHaveLength(1);
  });

  it('loads the orders, papers and seats again once the order exists', async () => {
    mocked.createOrder.mockResolvedValueOnce(created('E0004'));
    const client = testQueryClient();
    client.setQueryData(['candidate', 'orders'], []);
    show(client);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit order' }));
    await screen.findByText('fps page');
    await waitFor(() => expect(client.getQueryState(['candidate', 'orders'])?.isInvalidated).toBe(true));
    // The review's own papers and venues were on screen: they are fetched again at once.
    await waitFor(() => expect(mocked.getVenues).toHaveBeenCalledTimes(2));
    expect(mocked.getProducts).toHaveBeenCalledTimes(2);
  });
});
