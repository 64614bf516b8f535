import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { messages } from '@mockexam/contracts';
import { formatDateTime, toHkInput } from '@mockexam/i18n/dates';
import { ORDER, renderAdmin, setupI18n } from '../../test/render';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  searchAdminOrders: jest.fn(),
  getAdminOrder: jest.fn(),
  recordAdminPayment: jest.fn(),
  cancelAdminOrder: jest.fn(),
  extendAdminOrder: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const DETAIL = {
  order: ORDER,
  payments: [
    {
      payment_id: 9,
      method: 'fps',
      amount_cents: 10000,
      reference: 'FPS-REF-1',
      received_at: '2024-10-02T02:00:00.000Z',
      recorded_by: 'admin',
    },
  ],
  receipts: [],
  history: [
    {
      at: '2024-10-01T02:00:00.000Z',
      actor: '陳大文',
      actor_role: 'candidate',
      action: 'order.created',
      entity: 'order',
      entity_id: '1',
      data: { total_cents: 70000 },
      actor_name_zh: '陳大文',
      actor_name_en: '陳大文',
      object_ref: '100001',
      object_name_zh: '陳大文',
      object_name_en: '陳大文',
    },
  ],
  sessions: [
    {
      session_id: 3,
      venue_name_zh: '皇仁書院禮堂',
      venue_name_en: "Queen's College Hall",
      starts_at: '2024-11-02T01:00:00.000Z',
      ends_at: '2024-11-02T03:00:00.000Z',
    },
    {
      session_id: 4,
      venue_name_zh: '皇仁書院禮堂',
      venue_name_en: "Queen's College Hall",
      starts_at: '2024-11-03T06:00:00.000Z',
      ends_at: '2024-11-03T08:00:00.000Z',
    },
  ],
  postage_method: { code: 'ordinary_post', name_zh: '本地平郵', name_en: 'Local ordinary mail' },
};

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  mocked.searchAdminOrders.mockResolvedValue({ total: 1, orders: [ORDER] } as never);
  mocked.getAdminOrder.mockResolvedValue(DETAIL as never);
  mocked.recordAdminPayment.mockResolvedValue({} as never);
  mocked.cancelAdminOrder.mockResolvedValue({} as never);
  mocked.extendAdminOrder.mockResolvedValue({} as never);
});

const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button')!;
const dialog = () => document.querySelector('.ant-modal') as HTMLElement;

describe('orders section', () => {
  it('searches by the typed text and status, keeps them in the URL and lists the matches', async () => {
    renderAdmin('/en/admin/orders');
    expect(await screen.findByText('陳大文')).toBeInTheDocument();
    // One order is "1 order" (i18next's plural rules), never "1 orders".
    expect(screen.getByText('1 order')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Order number, mobile or name'), { target: { value: ' 91234567 ' } });
    fireEvent.click(button('Search'));
    await waitFor(() =>
      expect(mocked.searchAdminOrders).toHaveBeenLastCalledWith(expect.objectContaining({ q: '91234567' })),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/orders?q=91234567');
  });

  it('links each order to its own address, and the back button returns to the list as it was searched', async () => {
    renderAdmin('/en/admin/orders?q=91234567');
    const link = await screen.findByRole('link', { name: '100001' });
    expect(link).toHaveAttribute('href', '/en/admin/orders/100001');
    fireEvent.click(link);
    expect(await screen.findByText('Order 100001')).toBeInTheDocument();
    fireEvent.click(button('Back to orders'));
    expect(await screen.findByRole('link', { name: '100001' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/admin\/orders\?q=91234567$/);
  });

  it("opens an order's detail: items, shipping, payments and history", async () => {
    renderAdmin('/en/admin/orders');
    fireEvent.click(await screen.findByText('100001'));
    expect(await screen.findByText('Order 100001')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/admin\/orders\/100001$/);
    expect(screen.getByText('Chinese Language')).toBeInTheDocument();
    expect(screen.getByText('English Language')).toBeInTheDocument();
    expect(screen.getByText('1 Queen Road')).toBeInTheDocument();
    // The postage method as the database names it now, not a fixed string.
    expect(screen.getByText('Local ordinary mail')).toBeInTheDocument();
    expect(screen.getByText('FPS-REF-1')).toBeInTheDocument();
    expect(screen.getByText('3000 0001')).toBeInTheDocument();
    // The seat's session by venue and time, never its id; the history as sentences in Hong Kong time.
    const items = screen.getByRole('region', { name: 'Subjects' });
    expect(within(items).getByText("Queen's College Hall, 2024-11-2 09:00–11:00")).toBeInTheDocument();
    expect(within(items).getByText("Queen's College Hall, 2024-11-3 14:00–16:00")).toBeInTheDocument();
    expect(within(items).queryByText('3')).toBeNull();
    expect(screen.queryByText(/Venue id|Session id/)).toBeNull();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('陳大文 created order 100001 (陳大文)')).toBeInTheDocument();
    expect(within(history).getByText('2024-10-1 10:00')).toBeInTheDocument();
    expect(within(history).queryByText('order.created')).toBeNull();
    expect(mocked.getAdminOrder).toHaveBeenCalledWith('100001');
  });

  it("names the order's venue, sessions, postage and history in Chinese on the Chinese page", async () => {
    await setupI18n('zh-hk');
    try {
      renderAdmin('/zh-hk/admin/orders/100001');
      expect(await screen.findByText('訂單 100001', { selector: 'h2' })).toBeInTheDocument();
      expect(screen.getByText('指定試場應考 (皇仁書院禮堂)', { normalizer: (text) => text })).toBeInTheDocument();
      const items = screen.getByRole('region', { name: '報考科目' });
      expect(within(items).getByText('皇仁書院禮堂，2024年11月2日 09:00–11:00')).toBeInTheDocument();
      expect(screen.getByText('本地平郵')).toBeInTheDocument();
      expect(screen.queryByText('Local ordinary mail')).toBeNull();
      expect(screen.queryByText("Queen's College Hall", { exact: false })).toBeNull();
      const history = screen.getByRole('region', { name: '訂單記錄' });
      expect(within(history).getByText('陳大文建立了訂單 100001（陳大文）')).toBeInTheDocument();
      expect(within(history).getByText('2024年10月1日 10:00')).toBeInTheDocument();
    } finally {
      await setupI18n('en');
    }
  });

  it('checks the amount before recording a payment, asks for confirmation, then reports the result', async () => {
    mocked.recordAdminPayment.mockResolvedValue({
      order: { ...ORDER, status: 'confirmed', payment_status: 'PAID' },
    } as never);
    renderAdmin('/en/admin/orders/100001');
    await screen.findByText('Order 100001');
    fireEvent.click(button('Record a payment'));
    const amount = await within(dialog()).findByLabelText('Amount (HKD)');
    expect(amount).toHaveValue('700.00');
    fireEvent.change(amount, { target: { value: '' } });
    fireEvent.click(within(dialog()).getByText('Record a payment', { selector: 'button span' }));
    expect(await within(dialog()).findByText('Please enter the amount')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '12.345' } });
    expect(await within(dialog()).findByText('Enter an amount above zero with at most 2 decimals')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '1000000.01' } });
    expect(await within(dialog()).findByText(messages.AMOUNT_RANGE.en)).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '700' } });
    fireEvent.change(within(dialog()).getByLabelText('Reference'), { target: { value: 'FPS123' } });
    fireEvent.change(within(dialog()).getByLabelText('Date and time received (Hong Kong time)'), {
      target: { value: '2024-10-02T10:00' },
    });
    fireEvent.click(within(dialog()).getByText('Record a payment', { selector: 'button span' }));
    expect(
      await screen.findByText('Record this payment?', { selector: '.ant-modal-confirm-title' }),
    ).toBeInTheDocument();
    expect(screen.getByText('An FPS payment of HK$700.00 will be recorded against order 100001.')).toBeInTheDocument();
    expect(mocked.recordAdminPayment).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Confirm', { selector: 'button span' }));
    await waitFor(() =>
      expect(mocked.recordAdminPayment).toHaveBeenCalledWith('100001', {
        method: 'fps',
        amount_cents: 70000,
        reference: 'FPS123',
        received_at: '2024-10-02T02:00:00.000Z',
      }),
    );
    expect(
      await screen.findByText('Payment recorded. Order 100001 payment status: Payment completed'),
    ).toBeInTheDocument();
  });

  it("cancels after confirmation and shows the server's refusal in the page's language", async () => {
    mocked.cancelAdminOrder.mockRejectedValue(
      new api.ApiError(409, 'ORDER_NOT_CANCELLABLE', '此訂單已不能取消', {
        en: 'This order can no longer be cancelled',
        'zh-hk': '此訂單已不能取消',
      }),
    );
    renderAdmin('/en/admin/orders/100001');
    await screen.findByText('Order 100001');
    fireEvent.click(button('Cancel order'));
    expect(await screen.findByText('Cancel this order?', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    const confirm = document.querySelector('.ant-modal-confirm .ant-btn-dangerous') as HTMLElement;
    fireEvent.click(confirm);
    await waitFor(() => expect(mocked.cancelAdminOrder).toHaveBeenCalledWith('100001'));
    expect(await screen.findByText('This order can no longer be cancelled')).toBeInTheDocument();
  });

  it('refuses a due time in the past or more than a year ahead and extends to a future one', async () => {
    // Whole minutes, as the datetime-local input holds them.
    const daysAhead = (days: number) =>
      new Date(Math.floor((Date.now() + days * 86_400_000) / 60_000) * 60_000).toISOString();
    const soon = daysAhead(10);
    renderAdmin('/en/admin/orders/100001');
    await screen.findByText('Order 100001');
    fireEvent.click(button('Extend due time'));
    const due = await within(dialog()).findByLabelText('New last payment due time (Hong Kong time)');
    expect(due).toHaveValue('2030-01-01T12:00');
    fireEvent.change(due, { target: { value: '2020-01-01T12:00' } });
    expect(await within(dialog()).findByText('The new time must be in the future')).toBeInTheDocument();
    fireEvent.change(due, { target: { value: toHkInput(daysAhead(400)) } });
    expect(await within(dialog()).findByText(messages.DUE_AT_TOO_FAR.en)).toBeInTheDocument();
    fireEvent.change(due, { target: { value: toHkInput(soon) } });
    fireEvent.click(within(dialog()).getByText('Extend due time', { selector: 'button span' }));
    expect(
      await screen.findByText('Extend the due time?', { selector: '.ant-modal-confirm-title' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('Confirm', { selector: 'button span' }));
    await waitFor(() => expect(mocked.extendAdminOrder).toHaveBeenCalledWith('100001', soon));
    expect(
      await screen.findByText(`The last payment due time of order 100001 is now ${formatDateTime(soon, 'en')}.`),
    ).toBeInTheDocument();
  });
});
