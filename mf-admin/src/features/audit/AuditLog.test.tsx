import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { renderAdmin, setupI18n } from '../../test/render';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getAuditLog: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAuditLog.mockResolvedValue([
    {
      at: '2024-10-05T03:00:00.000Z',
      actor: 'admin',
      actor_role: 'staff',
      action: 'receipt.approve',
      entity: 'order',
      entity_id: '100002',
      data: { receipt_id: 31 },
    },
    {
      at: '2024-10-05T02:00:00.000Z',
      actor: null,
      actor_role: null,
      action: 'order.expire',
      entity: 'order',
      entity_id: '100003',
      data: {},
    },
  ] as never);
});

describe('audit log', () => {
  it('lists who did what, and filters by entity', async () => {
    renderAdmin('/en/admin/home?section=audit');
    expect(await screen.findByText('receipt.approve')).toBeInTheDocument();
    expect(screen.getByText('2024-10-5 11:00:00')).toBeInTheDocument();
    expect(screen.getByText('System')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Entity'), { target: { value: 'order' } });
    fireEvent.change(screen.getByLabelText('Entity id'), { target: { value: '100002' } });
    fireEvent.click(screen.getByText('Filter', { selector: 'button span' }));
    await waitFor(() =>
      expect(mocked.getAuditLog).toHaveBeenLastCalledWith({ entity: 'order', entity_id: '100002', limit: 100 }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('section=audit&entity=order&entity_id=100002');
  });
});
