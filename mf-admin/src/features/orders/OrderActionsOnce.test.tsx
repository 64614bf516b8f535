// The order actions ask before they send, and send once: a second click on the dialog's OK while its
// confirmation is open, or on the confirmation's OK while the call runs, sends nothing more.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { toHkInput } from '@mockexam/i18n/dates';
import { ORDER, renderAdmin, setupI18n } from '../../test/render';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getAdminOrder: jest.fn(),
  recordAdminPayment: jest.fn(),
  extendAdminOrder: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const DETAIL = { order: ORDER, payments: [], receipts: [], history: [], postage_method: null };

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAdminOrder.mockResolvedValue(DETAIL as never);
});

const dialog = () => document.querySelector('.ant-modal') as HTMLElement;
const confirmations = () => document.querySelectorAll('.ant-modal-confirm');
const okOf = (scope: HTMLElement, name: string) =>
  within(scope).getByText(name, { selector: 'button span' }).closest('button')!;

async function openOrder() {
  renderAdmin('/en/admin/orders/100001');
  await screen.findByText('Order 100001');
}

describe('order actions', () => {
  it('records a payment once, however often OK and Confirm are clicked', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mocked.recordAdminPayment.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    await openOrder();
    fireEvent.click(screen.getByText('Record a payment', { selector: 'button span' }));
    await within(dialog()).findByLabelText('Amount (HKD)');
    const ok = okOf(dialog(), 'Record a payment');
    fireEvent.click(ok);
    fireEvent.click(ok);
    await screen.findByText('Record this payment?', { selector: '.ant-modal-confirm-title' });
    // Submitted again (Enter in a field, a click past the mask) while the confirmation is open.
    fireEvent.click(ok);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(confirmations()).toHaveLength(1);

    const confirm = okOf(confirmations()[0] as HTMLElement, 'Confirm');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(mocked.recordAdminPayment).toHaveBeenCalledTimes(1));
    answer({ order: { ...ORDER, payment_status: 'PAID', status: 'confirmed' } });
    expect(
      await screen.findByText('Payment recorded. Order 100001 payment status: Payment completed'),
    ).toBeInTheDocument();
    expect(mocked.recordAdminPayment).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the confirmation is cancelled, and can be asked again', async () => {
    mocked.extendAdminOrder.mockResolvedValue({} as never);
    await openOrder();
    fireEvent.click(screen.getByText('Extend due time', { selector: 'button span' }));
    const due = await within(dialog()).findByLabelText('New last payment due time (Hong Kong time)');
    fireEvent.change(due, { target: { value: toHkInput(new Date(Date.now() + 10 * 86_400_000).toISOString()) } });
    fireEvent.click(okOf(dialog(), 'Extend due time'));
    await screen.findByText('Extend the due time?', { selector: '.ant-modal-confirm-title' });
    fireEvent.click(okOf(confirmations()[0] as HTMLElement, 'Cancel'));
    await waitFor(() => expect(confirmations()).toHaveLength(0));
    expect(mocked.extendAdminOrder).not.toHaveBeenCalled();

    fireEvent.click(okOf(dialog(), 'Extend due time'));
    await screen.findByText('Extend the due time?', { selector: '.ant-modal-confirm-title' });
    fireEvent.click(okOf(confirmations()[0] as HTMLElement, 'Confirm'));
    await waitFor(() => expect(mocked.extendAdminOrder).toHaveBeenCalledTimes(1));
  });
});
