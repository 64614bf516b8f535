import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { i18n } from '@mockexam/i18n';
import { EVENTS, renderAdmin, setupI18n } from '../../test/render';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getAdminDashboard: jest.fn(),
  getEvents: jest.fn(),
  searchAdminOrders: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const DASHBOARD = {
  orders_by_status: { pending: 3, awaiting_approval: 2, confirmed: 5, cancelled: 1, expired: 4 },
  receipts_awaiting: 2,
  flagged_orders: 1,
  sessions: [
    {
      session_id: 1,
      venue_name_zh: '皇仁書院禮堂',
      venue_name_en: "Queen's College Hall",
      date: '2024-12-28',
      capacity: 100,
      seats_left: 42,
    },
    {
      session_id: 2,
      venue_name_zh: '教育中心',
      venue_name_en: 'Education Centre',
      date: '2024-12-30',
      capacity: 50,
      seats_left: 0,
    },
  ],
};

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAdminDashboard.mockResolvedValue(DASHBOARD as never);
  mocked.getEvents.mockResolvedValue(EVENTS as never);
  mocked.searchAdminOrders.mockResolvedValue({ total: 0, orders: [] } as never);
});

describe('back office overview', () => {
  it('shows orders by status, receipts awaiting approval, seats left per session and the cycle dates', async () => {
    renderAdmin();
    expect(await screen.findByText('Back office', { selector: 'h1' })).toBeInTheDocument();
    const byStatus = (await screen.findByText('Orders by status')).closest('.ant-card') as HTMLElement;
    const confirmed = (await within(byStatus).findByText('Confirmed')).closest('tr') as HTMLElement;
    expect(within(confirmed).getByText('5')).toBeInTheDocument();
    expect(within(byStatus).getByText('All orders').closest('tr')).toHaveTextContent('15');
    expect(screen.getAllByText('Receipts awaiting approval').length).toBeGreaterThan(0);
    expect(screen.getByText("Queen's College Hall").closest('tr')).toHaveTextContent('42');
    expect(screen.getByText('Education Centre').closest('tr')).toHaveTextContent('Fully booked!');
    // The cycle's dates, in Hong Kong time.
    expect(await screen.findByText('2024-10-23 23:59:00')).toBeInTheDocument();
    expect(screen.getAllByText('Not set')).toHaveLength(2);
  });

  it('lists the sections as links to their own addresses, the current one marked', async () => {
    renderAdmin();
    const menu = await screen.findByRole('navigation', { name: 'Back office sections' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/en/admin/home'],
      ['Orders', '/en/admin/orders'],
      ['Receipts to approve', '/en/admin/receipts'],
      ['Schools', '/en/admin/schools'],
      ['Cycle set-up', '/en/admin/cycle'],
      ['Exams and results', '/en/admin/exams'],
      ['Markers', '/en/admin/markers'],
      ['Messages', '/en/admin/notifications'],
      ['Audit log', '/en/admin/audit'],
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([links[0]]);
    fireEvent.click(links[1]!);
    expect(await screen.findByText('Search orders')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/admin\/orders$/);
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it("sends a link of the tabbed home to the section's own address", async () => {
    const first = renderAdmin('/en/admin/home?section=orders&order=100001');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/admin\/orders\/100001$/));
    first.unmount();
    renderAdmin('/en/admin/home?section=exams&cycle=7&exam=3');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/admin\/exams\/3\?cycle=7$/));
  });

  it('puts the wide tables in named regions that take focus', async () => {
    renderAdmin();
    const seats = await screen.findByRole('region', { name: 'Seats left per venue session' });
    expect(seats).toHaveAttribute('tabindex', '0');
    expect(within(seats).getByText("Queen's College Hall")).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Orders by status' })).toHaveAttribute('tabindex', '0');
  });

  it('counts the orders needing attention and opens them as a list of flagged orders', async () => {
    mocked.searchAdminOrders.mockResolvedValue({
      total: 1,
      orders: [
        {
          enrollment_no: '100042',
          candidate_name: 'Chan Tai Man',
          phone: '91234567',
          status: 'cancelled',
          payment_status: 'PACN',
          payment_method: 'fps',
          total_cents: 45000,
          paid_cents: 45000,
          due_at: '2024-10-01T04:00:00.000Z',
          created_at: '2024-10-01T03:30:00.000Z',
          flagged_for_staff: true,
        },
      ],
    } as never);
    renderAdmin();
    const card = (await screen.findByText('Orders needing attention', { selector: '.ant-card-head-title' })).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(await within(card).findByText('1')).toBeInTheDocument();
    fireEvent.click(within(card).getByText('View orders'));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/orders?flagged=true');
    const row = (await screen.findByText('100042')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Paid after cancellation')).toBeInTheDocument();
    expect(within(row).getByText('Needs attention')).toBeInTheDocument();
    expect(mocked.searchAdminOrders).toHaveBeenLastCalledWith(expect.objectContaining({ flagged: true }));
    expect(screen.getByLabelText('Only orders needing attention')).toBeChecked();
  });

  it('offers a retry when the dashboard cannot be loaded, and still shows the dates', async () => {
    mocked.getAdminDashboard.mockRejectedValue(new api.ApiError(500, 'INTERNAL', 'x', undefined));
    renderAdmin();
    expect(await screen.findByText('The data could not be loaded. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('2024-10-23 23:59:00')).toBeInTheDocument();
    mocked.getAdminDashboard.mockResolvedValue(DASHBOARD as never);
    fireEvent.click(screen.getByText('Retry'));
    expect(await screen.findByText("Queen's College Hall")).toBeInTheDocument();
  });

  it('is in Chinese when the site is', async () => {
    await act(() => i18n.changeLanguage('zh-hk'));
    renderAdmin('/zh-hk/admin/home');
    expect(await screen.findByText('管理主頁', { selector: 'h1' })).toBeInTheDocument();
    expect(await screen.findByText('2024年10月23日 (23:59:00)')).toBeInTheDocument();
    expect(screen.getAllByText('待審批收據').length).toBeGreaterThan(0);
    expect(await screen.findByText('訂單狀態統計')).toBeInTheDocument();
    // Venues by their Chinese names on the Chinese page.
    expect(await screen.findByText('皇仁書院禮堂')).toBeInTheDocument();
    expect(screen.getByText('教育中心').closest('tr')).toHaveTextContent('0');
    expect(screen.queryByText("Queen's College Hall")).toBeNull();
    await act(() => i18n.changeLanguage('en'));
  });
});
