import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mockexam/i18n';
import { sessionStore } from '@mockexam/session';
import { testProfiles } from '@mockexam/session/testing';
import * as api from '@mockexam/api-client';
import { products } from '../../../test/fixtures';
import { renderAt, setUpI18n } from '../../../test/render';
import EnrolmentPage from '../EnrolmentPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getProducts: jest.fn(),
  getEvents: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

beforeAll(setUpI18n);

beforeEach(() => {
  jest.clearAllMocks();
  mocked.getProducts.mockResolvedValue(products);
  mocked.getEvents.mockResolvedValue({
    person_enrol_start: '2024-09-01T00:00:00+08:00',
    person_enrol_end: '2024-10-23T23:59:59+08:00',
  } as never);
  sessionStore.getState().signOut();
});

afterAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const show = () => renderAt('/en/enrolment', { enrolment: <EnrolmentPage />, login: <p>login page</p> });

describe('select papers', () => {
  it('sends a visitor who selects a paper to the login page', async () => {
    show();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Chinese Language' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('keeps the running total in the draft and marks enrolled subjects', async () => {
    sessionStore.getState().signIn('t', testProfiles.candidate);
    show();
    expect(await screen.findByText('Individual enrolment period: 2024-9-1 to 2024-10-23')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Chinese Language' }));
    expect(screen.getByTestId('running-total')).toHaveTextContent('HK$450.00');
    expect(sessionStore.getState().enrolmentDraft.selected_exam).toEqual([{ product_id: 'p-chi', price: 450 }]);
    expect(screen.getByRole('checkbox', { name: 'English Language' })).toBeDisabled();
    expect(screen.getByText('Enrolled')).toBeInTheDocument();
  });

  it('says Enrolled only for a paid subject; a subject in an unpaid order links to paying it, in both languages', async () => {
    sessionStore.getState().signIn('t', testProfiles.candidate);
    const [chi, eng] = products;
    mocked.getProducts.mockResolvedValue([
      {
        ...chi,
        enrolled: true,
        enrolment_state: 'unpaid_order',
        enrolment_order_no: 'E0042',
        enrolment_payment_method: 'bank',
      },
      eng,
    ]);
    const { container } = renderAt('/en/enrolment', {
      enrolment: <EnrolmentPage />,
      'csh_payment/:id': <p>bank payment page</p>,
    });
    const card = (name: string) => screen.getByRole('checkbox', { name }).closest('.product-card') as HTMLElement;
    await screen.findByRole('checkbox', { name: 'Chinese Language' });
    expect(card('English Language')).toHaveTextContent('Enrolled');
    expect(card('Chinese Language')).not.toHaveTextContent('Enrolled');
    expect(card('Chinese Language')).toHaveTextContent('In an unpaid order');
    expect(screen.getByRole('checkbox', { name: 'Chinese Language' })).toBeDisabled();

    await act(() => i18n.changeLanguage('zh-hk'));
    expect(container).toHaveTextContent('在未付款訂單中');
    expect(screen.getAllByText('已報名')).toHaveLength(1);
    await act(() => i18n.changeLanguage('en'));

    await userEvent.click(screen.getByRole('link', { name: 'Pay order E0042' }));
    expect(await screen.findByText('bank payment page')).toBeInTheDocument();
  });

  it('drops held and withdrawn subjects from the draft once the papers are loaded', async () => {
    sessionStore.getState().signIn('t', testProfiles.candidate);
    sessionStore.getState().updateDraft({
      selected_exam: [
        { product_id: 'p-chi', price: 450 },
        { product_id: 'p-eng', price: 500 },
        { product_id: 'p-gone', price: 300 },
      ],
      selected_total_amount: 1250,
    });
    show();
    await waitFor(() =>
      expect(sessionStore.getState().enrolmentDraft.selected_exam).toEqual([{ product_id: 'p-chi', price: 450 }]),
    );
    expect(screen.getByTestId('running-total')).toHaveTextContent('HK$450.00');
  });

  it('shows a failed load with a retry, and hides the period when the dates do not load', async () => {
    mocked.getProducts.mockRejectedValueOnce(new api.ApiError(503, 'INTERNAL', undefined, undefined));
    mocked.getEvents.mockRejectedValue(new api.ApiError(503, 'INTERNAL', undefined, undefined));
    show();
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: 'Chinese Language' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong. Please try again later.')).not.toBeInTheDocument();
    // The period's line keeps its place (nothing below it moves when dates arrive) but says nothing.
    expect(screen.getByTestId('enrolment-window').textContent?.trim()).toBe('');
    expect(screen.queryByText(/enrolment period/i)).not.toBeInTheDocument();
    expect(mocked.getProducts).toHaveBeenCalledTimes(2);
  });
});
