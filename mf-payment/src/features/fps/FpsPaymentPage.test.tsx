import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@mockexam/api-client';
import { info, SETTINGS, status } from '../../test/fixtures';
import { renderAt, setupI18n } from '../../test/render';
import FpsPaymentPage from './FpsPaymentPage';
import { POLL_MS } from './polling';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getEnrolment: jest.fn(),
  getPaymentSettings: jest.fn(),
  getPaymentStatus: jest.fn(),
  cancelEnrolment: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;
// jsdom has no canvas (qrcode.react draws on one).
HTMLCanvasElement.prototype.getContext = (() => null) as never;

const open = (id = 'E0001') => renderAt(`/en/fps_payment/${id}`, { '/:locale/fps_payment/:id': <FpsPaymentPage /> });
/** Lets the poll's 5 seconds pass (and the answers it gets arrive). */
const waitPoll = (times = 1) => act(() => jest.advanceTimersByTimeAsync(POLL_MS * times));

beforeAll(setupI18n);
beforeEach(() => {
  jest.clearAllMocks();
  mocked.getPaymentSettings.mockResolvedValue(SETTINGS);
});
afterEach(() => jest.useRealTimers());

describe('FPS payment page', () => {
  it('draws the QR code of the order and the time left to pay', async () => {
    mocked.getEnrolment.mockResolvedValue(info());
    mocked.getPaymentStatus.mockResolvedValue(status('PEND'));
    open();
    const qr = await screen.findByTestId('fps-qr');
    const payload = qr.getAttribute('data-payload')!;
    expect(payload).toContain('hk.com.hkicl');
    expect(payload).toContain('5303344');
    expect(payload).toContain('5406450.00');
    expect(payload).toContain('0105E0001');
    expect(screen.getByTestId('fps-amount')).toHaveTextContent('450.00');
    expect(screen.getByText(/Please pay within (29|30):\d\d/)).toBeInTheDocument();
  });

  it('polls the status every 5 seconds, shows each answer, and moves on when it is PAID', async () => {
    jest.useFakeTimers();
    mocked.getEnrolment.mockResolvedValue(info());
    mocked.getPaymentStatus
      .mockResolvedValueOnce(status('PEND'))
      .mockResolvedValueOnce(status('PART'))
      .mockResolvedValue(status('PAID'));
    open();
    await screen.findByTestId('fps-qr');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Pending payment');
    expect(mocked.getPaymentStatus).toHaveBeenCalledTimes(1);

    await waitPoll();
    expect(mocked.getPaymentStatus).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByTestId('payment-status')).toHaveTextContent('Unpaid balance'));
    expect(screen.queryByText('success page')).not.toBeInTheDocument();

    await waitPoll();
    expect(await screen.findByText('success page')).toBeInTheDocument();
    expect(mocked.getPaymentStatus).toHaveBeenCalledTimes(3);
  });

  it('stops polling on a final status that is not a payment of this order (PACN)', async () => {
    jest.useFakeTimers();
    mocked.getEnrolment.mockResolvedValue(info());
    mocked.getPaymentStatus.mockResolvedValue(status('PACN'));
    open();
    expect(await screen.findByText(/Paid after cancellation/)).toBeInTheDocument();
    await waitPoll(3);
    expect(mocked.getPaymentStatus).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('success page')).not.toBeInTheDocument();
  });

  it('only logs a failed status check, and the next poll goes on', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mocked.getEnrolment.mockResolvedValue(info());
    mocked.getPaymentStatus
      .mockRejectedValueOnce(new api.ApiError(0, 'TIMEOUT', undefined, undefined))
      .mockResolvedValue(status('OVRP'));
    open();
    await screen.findByTestId('fps-qr');
    expect(warn).toHaveBeenCalledWith('payment status check failed', expect.any(api.ApiError));
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Pending payment');
    await waitPoll();
    expect(await screen.findByText('success page')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('does not poll once the enrolment is already successful', async () => {
    jest.useFakeTimers();
    mocked.getEnrolment.mockResolvedValue(info({ status: 'confirmed', payment_status: 'PAID' }, true));
    open();
    expect(await screen.findByText('This order has been paid.')).toBeInTheDocument();
    await waitPoll(3);
    expect(mocked.getPaymentStatus).not.toHaveBeenCalled();
    expect(screen.queryByText('success page')).not.toBeInTheDocument();
  });

  it('asks for the status at once from the refresh link', async () => {
    mocked.getEnrolment.mockResolvedValue(info());
    mocked.getPaymentStatus.mockResolvedValueOnce(status('PEND')).mockResolvedValue(status('PAID'));
    open();
    await screen.findByTestId('fps-qr');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh the payment status' }));
    expect(await screen.findByText('success page')).toBeInTheDocument();
  });

  it('cancels and goes to order history even when the cancel call fails', async () => {
    mocked.getEnrolment.mockResolvedValue(info());
    mocked.getPaymentStatus.mockResolvedValue(status('PEND'));
    mocked.cancelEnrolment.mockRejectedValue(new api.ApiError(0, 'TIMEOUT', undefined, undefined));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    open();
    // 'Back' keeps the order.
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Back' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mocked.cancelEnrolment).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('order history')).toBeInTheDocument();
    expect(mocked.cancelEnrolment).toHaveBeenCalledWith('E0001');
    expect(warn).toHaveBeenCalledWith('cancel failed', expect.any(api.ApiError));
    warn.mockRestore();
  });

  it('shows the error-404 page when the enrolment cannot be read', async () => {
    mocked.getEnrolment.mockRejectedValue(new api.ApiError(404, 'NOT_FOUND', undefined, undefined));
    open('NOPE');
    expect(await screen.findByText('Error 404')).toBeInTheDocument();
  });
});
