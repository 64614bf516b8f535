import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mockexam/i18n';
import { sessionStore } from '@mockexam/session';
import { testProfiles } from '@mockexam/session/testing';
import * as api from '@mockexam/api-client';
import { timedOutOrder } from '../../test/fixtures';
import { renderAt, setUpI18n } from '../../test/render';
import OrderHistoryPage from './OrderHistoryPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getOrders: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

jest.setTimeout(30_000);

beforeAll(setUpI18n);

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.getState().signOut();
  sessionStore.getState().signIn('t', testProfiles.candidate);
});

afterAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const show = () =>
  renderAt('/en/order-history', { 'order-history': <OrderHistoryPage />, enrolment: <p>enrolment page</p> });

describe('order history', () => {
  it('says No records when there are no orders', async () => {
    mocked.getOrders.mockResolvedValue([]);
    show();
    expect(await screen.findAllByText('No records')).toHaveLength(2);
  });

  it('re-selects a timed-out order into the draft', async () => {
    mocked.getOrders.mockResolvedValue([timedOutOrder]);
    show();
    expect(await screen.findByText('E0003')).toBeInTheDocument();
    expect(screen.getByText('2024-10-1 10:00:00')).toBeInTheDocument();
    expect(
      screen.getByText('This order was cancelled because it was not paid in time. Please select again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Re-select' }));
    await waitFor(() =>
      expect(sessionStore.getState().enrolmentDraft.selected_exam).toEqual([{ product_id: 'p-chi', price: 450 }]),
    );
    expect(sessionStore.getState().enrolmentDraft.homeRoom).toBe(true);
    expect(await screen.findByText('enrolment page')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    mocked.getOrders.mockRejectedValueOnce(new api.ApiError(500, 'INTERNAL', undefined, undefined));
    mocked.getOrders.mockResolvedValueOnce([]);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByText('No records')).toHaveLength(2);
  });
});
