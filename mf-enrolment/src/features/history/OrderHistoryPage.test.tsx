import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@mockexam/contracts';
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

beforeAll(setUpI18n);

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.getState().signOut();
  sessionStore.getState().signIn('t', testProfiles.candidate);
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/** An order like the timed-out one, open (pending, PEND) unless `patch` says otherwise. */
const order = (no: string, patch: Partial<Order> = {}): Order => ({
  ...timedOutOrder,
  enrollment_no: no,
  status: 'pending',
  payment_status: 'PEND',
  can_reselect: false,
  cancel_reason: null,
  cancel_note: null,
  ...patch,
});

const pending = order('E0101');
const awaitingApproval = order('E0102', {
  status: 'awaiting_approval',
  payment_status: 'WAPL',
  payment_method: 'bank',
});
const rejected = order('E0103', { payment_status: 'REJD', payment_method: 'bank', reject_reason: 'Amount unclear' });
const paid = order('E0104', { status: 'confirmed', payment_status: 'PAID', paid_cents: 45000 });
// The walk-through's case: cancelled by the candidate while its payment status still read PEND.
const cancelledByMe = order('E0105', { status: 'cancelled', cancel_reason: 'by_candidate' });
const cancelledByStaff = order('E0106', {
  status: 'cancelled',
  cancel_reason: 'by_staff',
  cancel_note: 'Duplicate enrolment',
});
const everyKind = [pending, awaitingApproval, rejected, paid, cancelledByMe, cancelledByStaff, timedOutOrder];

const show = () =>
  renderAt('/en/order-history', {
    'order-history': <OrderHistoryPage />,
    enrolment: <p>enrolment page</p>,
    'fps_payment/:id': <p>fps payment page</p>,
  });

/** A section's desktop table (inside its named scroll region). */
const table = (name: string) => within(screen.getByRole('region', { name }));
const tableNumbers = (name: string) =>
  table(name)
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);
const tableRow = (name: string, no: string) => table(name).getByText(no).closest('tr') as HTMLElement;

describe('order history', () => {
  it('says No records in each section when there are no orders', async () => {
    mocked.getOrders.mockResolvedValue([]);
    show();
    expect(await screen.findAllByText('No records')).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Outstanding orders',
      'Paid orders',
      'Cancelled or expired orders',
    ]);
  });

  it('puts open orders under Outstanding, paid under Paid, cancelled and expired in their own section', async () => {
    mocked.getOrders.mockResolvedValue(everyKind);
    show();
    await screen.findAllByText('E0101');
    expect(tableNumbers('Outstanding orders')).toEqual(['E0101', 'E0102', 'E0103']);
    expect(tableNumbers('Paid orders')).toEqual(['E0104']);
    expect(tableNumbers('Cancelled or expired orders')).toEqual(['E0105', 'E0106', 'E0003']);

    // Spec section 4's payment statuses while open or paid; pay only while payment is due.
    expect(tableRow('Outstanding orders', 'E0101')).toHaveTextContent('Pending payment');
    expect(
      within(tableRow('Outstanding orders', 'E0101')).getByRole('button', { name: 'Pay order E0101' }),
    ).toBeEnabled();
    expect(tableRow('Outstanding orders', 'E0102')).toHaveTextContent('Awaiting approval');
    expect(within(tableRow('Outstanding orders', 'E0102')).queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(tableRow('Outstanding orders', 'E0103')).toHaveTextContent(
      'Approval rejectedReceipt rejected: Amount unclear',
    );
    expect(tableRow('Paid orders', 'E0104')).toHaveTextContent('Payment completed');
    expect(within(tableRow('Paid orders', 'E0104')).getByRole('button', { name: 'View order E0104' })).toBeEnabled();

    // An ended order says why, and no longer claims a payment is pending.
    const mine = tableRow('Cancelled or expired orders', 'E0105');
    expect(mine).toHaveTextContent('CancelledYou cancelled this order.');
    expect(mine).not.toHaveTextContent('Pending payment');
    expect(within(mine).queryByRole('button', { name: /^Pay|^Re-select/ })).toBeNull();
    expect(tableRow('Cancelled or expired orders', 'E0106')).toHaveTextContent(
      'Cancelled by the publisher: Duplicate enrolment',
    );
    const late = tableRow('Cancelled or expired orders', 'E0003');
    expect(late).toHaveTextContent(
      'Cancelled (payment timeout)Not paid by the last payment due time, so it was cancelled automatically.',
    );
    expect(within(late).getByRole('button', { name: 'Re-select the subjects of order E0003' })).toBeEnabled();
    // Number, total, status, last payment due time and actions, as the spec lists them.
    expect(late).toHaveTextContent('HK$450.00');
    expect(late).toHaveTextContent('2024-10-1 10:00:00');
  });

  it('gives the reasons in Chinese too', async () => {
    mocked.getOrders.mockResolvedValue(everyKind);
    show();
    await screen.findAllByText('E0101');
    await act(() => i18n.changeLanguage('zh-hk'));
    expect(tableNumbers('已取消或逾期的訂單')).toEqual(['E0105', 'E0106', 'E0003']);
    expect(tableRow('已取消或逾期的訂單', 'E0105')).toHaveTextContent('已取消你已取消此訂單。');
    expect(tableRow('已取消或逾期的訂單', 'E0106')).toHaveTextContent('此訂單已由出版社取消：Duplicate enrolment');
    expect(tableRow('已取消或逾期的訂單', 'E0003')).toHaveTextContent(
      '已取消（逾時未付款）未於最後付款時間前付款，訂單已自動取消。',
    );
    expect(tableRow('未完成的訂單', 'E0103')).toHaveTextContent('審批被拒收據被拒：Amount unclear');
    expect(tableRow('未完成的訂單', 'E0101')).toHaveTextContent('待付款');
    expect(tableRow('已付款訂單', 'E0104')).toHaveTextContent('已完成付款');
    expect(screen.getByText('此訂單因逾時未付款已被取消，請重新選擇。')).toBeInTheDocument();
  });

  it('re-selects a timed-out order into the draft', async () => {
    mocked.getOrders.mockResolvedValue([timedOutOrder]);
    show();
    await screen.findAllByText('E0003');
    expect(
      screen.getByText('This order was cancelled because it was not paid in time. Please select again.'),
    ).toBeInTheDocument();
    await userEvent.click(
      table('Cancelled or expired orders').getByRole('button', { name: 'Re-select the subjects of order E0003' }),
    );
    await waitFor(() =>
      expect(sessionStore.getState().enrolmentDraft.selected_exam).toEqual([{ product_id: 'p-chi', price: 450 }]),
    );
    expect(sessionStore.getState().enrolmentDraft.homeRoom).toBe(true);
    expect(await screen.findByText('enrolment page')).toBeInTheDocument();
  });

  it("itemises the order's subjects and postage, which add up to its total", async () => {
    const withLocker = order('E0107', {
      total: 1280,
      total_cents: 128000,
      items: [
        timedOutOrder.items[0],
        {
          ...timedOutOrder.items[0],
          product_id: 'p-eng',
          subject: 'eng',
          name_zh: '英國語文',
          name_en: 'English Language',
          price: 800,
          price_cents: 80000,
        },
      ],
      shipping: {
        ...timedOutOrder.shipping!,
        method: 'smart_locker',
        name_zh: '智能櫃',
        name_en: 'Smart locker pickup',
        fee_cents: 3000,
      },
    });
    mocked.getOrders.mockResolvedValue([withLocker]);
    show();
    await screen.findAllByText('E0107');
    await userEvent.click(table('Outstanding orders').getByRole('button', { name: 'View order E0107' }));
    const lines = await screen.findByTestId('order-lines');
    const rows = within(lines)
      .getAllByRole('row')
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Chinese Language', 'HK$450.00'],
      ['English Language', 'HK$800.00'],
      ['Postage: Smart locker pickup', 'HK$30.00'],
      ['Total (HKD)', 'HK$1,280.00'],
    ]);
    const cents = (text: string | null) => Math.round(Number(text!.replace(/[^\d.]/g, '')) * 100);
    const lineSum = rows.slice(0, -1).reduce((sum, [, fee]) => sum + cents(fee), 0);
    expect(lineSum).toBe(cents(rows.at(-1)![1]));

    await act(() => i18n.changeLanguage('zh-hk'));
    expect(within(lines).getByRole('rowheader', { name: '郵寄：智能櫃' })).toBeInTheDocument();
  });

  it('on a phone shows one card per order, every field labelled and the actions as buttons', async () => {
    mocked.getOrders.mockResolvedValue([pending, timedOutOrder]);
    show();
    await screen.findAllByText('E0101');
    const cards = within(screen.getByRole('list', { name: 'Outstanding orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    const labels = within(cards[0])
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual(['Order number', 'Total (HKD)', 'Order status', 'Last payment due time', 'Actions']);
    const values = within(cards[0])
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values.slice(0, 4)).toEqual(['E0101', 'HK$450.00', 'Pending payment', '2024-10-1 10:00:00']);
    expect(within(cards[0]).getByRole('button', { name: 'Pay order E0101' })).toBeInTheDocument();
    const ended = within(screen.getByRole('list', { name: 'Cancelled or expired orders' })).getByRole('listitem');
    await userEvent.click(within(ended).getByRole('button', { name: 'Re-select the subjects of order E0003' }));
    expect(await screen.findByText('enrolment page')).toBeInTheDocument();
  });

  it('shows cards below 576 px and the table from 576 px, by CSS alone (the page is pre-rendered)', () => {
    const css = readFileSync(path.join(__dirname, '../../enrolment.css'), 'utf8').replace(/\s+/g, ' ');
    expect(css).toContain('@media (max-width: 575.98px) { .responsive-list-table { display: none; } }');
    expect(css).toContain('@media (min-width: 576px) { .responsive-list-cards { display: none; } }');
  });

  it('shows a failed load with a retry', async () => {
    mocked.getOrders.mockRejectedValueOnce(new api.ApiError(500, 'INTERNAL', undefined, undefined));
    mocked.getOrders.mockResolvedValueOnce([]);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByText('No records')).toHaveLength(3);
  });
});
