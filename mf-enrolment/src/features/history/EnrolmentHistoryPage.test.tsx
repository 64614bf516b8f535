import { act, screen, within } from '@testing-library/react';
import { i18n } from '@mockexam/i18n';
import { sessionStore } from '@mockexam/session';
import { testProfiles } from '@mockexam/session/testing';
import * as api from '@mockexam/api-client';
import { products, timedOutOrder } from '../../test/fixtures';
import { renderAt, setUpI18n } from '../../test/render';
import EnrolmentHistoryPage from './EnrolmentHistoryPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getOrders: jest.fn(),
  getProducts: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

beforeAll(setUpI18n);

beforeEach(() => {
  jest.clearAllMocks();
  mocked.getOrders.mockResolvedValue([timedOutOrder]);
  mocked.getProducts.mockResolvedValue(products);
  sessionStore.getState().signOut();
  sessionStore.getState().signIn('t', testProfiles.candidate);
});

afterAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const show = () => renderAt('/en/enrolment-history', { 'enrolment-history': <EnrolmentHistoryPage /> });
/** The desktop table's row of an order (the table sits in a named, focusable scroll region). */
const tableRow = async (no: string) =>
  within(await screen.findByRole('region', { name: 'My registration records' }))
    .getByText(no)
    .closest('tr') as HTMLElement;

describe('registration records', () => {
  it('lists each subject of every order with its exam date, mode and state', async () => {
    show();
    const row = await tableRow('E0003');
    expect(row).toHaveTextContent('Chinese Language');
    expect(row).toHaveTextContent('2024-12-28');
    expect(row).toHaveTextContent('Self-arranged exam at home');
    // The order's state in words, not "Cancelled (Pending payment)".
    expect(row).toHaveTextContent(
      'Cancelled (payment timeout): Not paid by the last payment due time, so it was cancelled automatically.',
    );
  });

  it('on a phone shows one card per subject with every field labelled', async () => {
    show();
    const list = await screen.findByRole('list', { name: 'My registration records' });
    const card = within(list).getByRole('listitem');
    const fields = Object.fromEntries(
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(fields).toEqual({
      Subject: 'Chinese Language',
      'Exam date': '2024-12-28',
      'Exam mode': 'Self-arranged exam at home',
      'Order number': 'E0003',
      State: 'Cancelled (payment timeout): Not paid by the last payment due time, so it was cancelled automatically.',
    });
  });

  it('still lists the records when the papers cannot be loaded', async () => {
    mocked.getProducts.mockRejectedValue(new api.ApiError(500, 'INTERNAL', undefined, undefined));
    show();
    expect(await tableRow('E0003')).toHaveTextContent('—');
  });

  it('offers to enrol when there are no records', async () => {
    mocked.getOrders.mockResolvedValue([]);
    show();
    expect(await screen.findByText('No records')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enrol now' })).toBeInTheDocument();
  });
});
