import { screen } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { status } from '../../test/fixtures';
import { renderAt, setupI18n } from '../../test/render';
import FpsPaymentSuccessPage from './FpsPaymentSuccessPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getPaymentStatus: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const open = () =>
  renderAt('/en/fps_payment_success/E0001', { '/:locale/fps_payment_success/:id': <FpsPaymentSuccessPage /> });

beforeAll(setupI18n);
beforeEach(() => jest.clearAllMocks());

describe('FPS payment success page', () => {
  it('shows when the order was paid and its payment status', async () => {
    mocked.getPaymentStatus.mockResolvedValue(status('PAID'));
    open();
    expect(await screen.findByTestId('payment-status')).toHaveTextContent('Payment completed');
    expect(screen.getAllByText('Payment successful').length).toBeGreaterThan(0);
    expect(screen.getByTestId('paid-at')).not.toHaveTextContent('—');
  });

  it('says the payment has not arrived yet for an unpaid order', async () => {
    mocked.getPaymentStatus.mockResolvedValue(status('PEND'));
    open();
    expect(await screen.findByText('Payment not received yet')).toBeInTheDocument();
    expect(screen.getByTestId('paid-at')).toHaveTextContent('—');
  });

  it('shows the error-404 page when the order cannot be read', async () => {
    mocked.getPaymentStatus.mockRejectedValue(new api.ApiError(404, 'NOT_FOUND', undefined, undefined));
    open();
    expect(await screen.findByText('Error 404')).toBeInTheDocument();
  });
});
