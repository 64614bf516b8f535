import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { i18n } from '@mockexam/i18n';
import { renderAdmin, setupI18n } from '../../test/render';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getAuditLog: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const ENTRIES = [
  {
    at: '2024-10-05T03:00:00.000Z',
    actor: 'Demo Admin',
    actor_role: 'staff',
    action: 'payment.recorded',
    entity: 'order',
    entity_id: '4',
    data: { payment_id: 7, amount_cents: 38000, paid_cents: 38000, source: 'receipt' },
    actor_name_zh: 'Demo Admin',
    actor_name_en: 'Demo Admin',
    object_ref: '100004',
    object_name_zh: '陳大文',
    object_name_en: '陳大文',
  },
  {
    at: '2024-10-05T02:00:00.000Z',
    actor: null,
    actor_role: 'system',
    action: 'order.expired',
    entity: 'order',
    entity_id: '2',
    data: { due_at: '2024-10-04T15:59:00.000Z', seats_released: 1 },
    actor_name_zh: null,
    actor_name_en: null,
    object_ref: '100002',
    object_name_zh: '李小明',
    object_name_en: '李小明',
  },
  {
    at: '2024-10-04T01:00:00.000Z',
    actor: 'Demo Admin',
    actor_role: 'staff',
    action: 'venue.updated',
    entity: 'venue',
    entity_id: '3',
    data: { name_zh: '九龍考場', name_en: 'Kowloon Hall', address_zh: 'x', address_en: 'y' },
    actor_name_zh: 'Demo Admin',
    actor_name_en: 'Demo Admin',
    object_ref: null,
    object_name_zh: '九龍考場',
    object_name_en: 'Kowloon Hall',
  },
];

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAuditLog.mockResolvedValue(ENTRIES as never);
});

describe('audit log', () => {
  it('reads each entry as a sentence in Hong Kong time, details as words, and filters by entity', async () => {
    renderAdmin('/en/admin/audit');
    const region = await screen.findByRole('region', { name: 'Audit entries' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(
      await within(region).findByText('Demo Admin approved the receipt of order 100004 (陳大文)'),
    ).toBeInTheDocument();
    expect(
      within(region).getByText('System cancelled order 100002 (李小明): payment window passed'),
    ).toBeInTheDocument();
    expect(within(region).getByText('Demo Admin changed the venue Kowloon Hall')).toBeInTheDocument();
    expect(within(region).getByText('2024-10-5 11:00')).toBeInTheDocument();
    expect(within(region).getByText('Amount: HK$380.00')).toBeInTheDocument();
    expect(within(region).getByText('Seats released: 1')).toBeInTheDocument();
    // No codes, raw JSON or internal ids.
    expect(region).not.toHaveTextContent(/payment\.recorded|order\.expired|payment_id|[{}]|order 4\b/);

    fireEvent.change(screen.getByLabelText('Entity'), { target: { value: 'order' } });
    fireEvent.change(screen.getByLabelText('Entity id or order number'), { target: { value: '100002' } });
    fireEvent.click(screen.getByText('Filter', { selector: 'button span' }));
    await waitFor(() =>
      expect(mocked.getAuditLog).toHaveBeenLastCalledWith({ entity: 'order', entity_id: '100002', limit: 100 }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/audit?entity=order&entity_id=100002');
  });

  it('is in Chinese on the Chinese page, with names in Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-hk'));
    try {
      renderAdmin('/zh-hk/admin/audit');
      const region = await screen.findByRole('region', { name: '審計紀錄' });
      expect(await within(region).findByText('Demo Admin批核了訂單 100004（陳大文）的收據')).toBeInTheDocument();
      expect(within(region).getByText('系統取消了訂單 100002（李小明）：已過付款期限')).toBeInTheDocument();
      expect(within(region).getByText('Demo Admin更改了試場九龍考場')).toBeInTheDocument();
      expect(within(region).getByText('2024年10月5日 11:00')).toBeInTheDocument();
      expect(within(region).getByText('金額：HK$380.00')).toBeInTheDocument();
      expect(region).not.toHaveTextContent('Kowloon Hall');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
