import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@mockexam/api-client';
import type { AdmissionTicket, CandidateInfoResponse } from '@mockexam/contracts';
import { i18n } from '@mockexam/i18n';
import { status } from '../../test/fixtures';
import { renderAt, setupI18n } from '../../test/render';
import FpsPaymentSuccessPage from './FpsPaymentSuccessPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getPaymentStatus: jest.fn(),
  getCandidateInfo: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const open = (lang = 'en') =>
  renderAt(`/${lang}/fps_payment_success/E0001`, {
    '/:locale/fps_payment_success/:id': <FpsPaymentSuccessPage />,
    '/:locale/admission-ticket': <p>ticket page</p>,
  });

const withTicketOf = (enrollmentNo: string | null): CandidateInfoResponse => ({
  candidate_no: '30000001',
  candidate_no_display: '3000 0001',
  name: 'Chan Tai Man',
  status: enrollmentNo ? 'issued' : 'preparing',
  tickets: enrollmentNo ? [{ ticket_id: 1, enrollment_no: enrollmentNo } as AdmissionTicket] : [],
});

beforeAll(setupI18n);
beforeEach(() => jest.clearAllMocks());

describe('FPS payment success page', () => {
  it('says when it was paid and that the ticket is issued, with the way to it', async () => {
    mocked.getPaymentStatus.mockResolvedValue(status('PAID'));
    mocked.getCandidateInfo.mockResolvedValue(withTicketOf('E0001'));
    open();
    expect(await screen.findByText('Paid at 2024-10-1 10:00:00.')).toBeInTheDocument();
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Payment completed');
    expect(await screen.findByTestId('ticket-state')).toHaveTextContent(
      'Your admission ticket has been issued. You can view and print it now.',
    );
    expect(screen.queryByText(/within 5 working days/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View admission ticket' }));
    expect(await screen.findByText('ticket page')).toBeInTheDocument();
  });

  it('says the ticket is being prepared when the server lists none for this order', async () => {
    mocked.getPaymentStatus.mockResolvedValue(status('PAID'));
    mocked.getCandidateInfo.mockResolvedValue(withTicketOf('E0999'));
    open();
    expect(await screen.findByTestId('ticket-state')).toHaveTextContent(
      'Your admission ticket is being prepared. It will be ready within 5 working days after payment is confirmed.',
    );
    expect(screen.queryByRole('button', { name: 'View admission ticket' })).not.toBeInTheDocument();
  });

  it('says it in Chinese', async () => {
    mocked.getPaymentStatus.mockResolvedValue(status('PAID'));
    mocked.getCandidateInfo.mockResolvedValue(withTicketOf('E0001'));
    await act(() => i18n.changeLanguage('zh-hk'));
    try {
      open('zh-hk');
      expect(await screen.findByText('已於 2024年10月1日 (10:00:00) 付款。')).toBeInTheDocument();
      expect(await screen.findByTestId('ticket-state')).toHaveTextContent('你的准考證已發出，現在可以查看及列印。');
      expect(screen.getByRole('button', { name: '查看准考證' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says the payment has not arrived yet for an unpaid order, and nothing about a ticket', async () => {
    mocked.getPaymentStatus.mockResolvedValue(status('PEND'));
    open();
    expect(await screen.findByText('Payment not received yet')).toBeInTheDocument();
    expect(screen.getByTestId('paid-at')).toHaveTextContent('—');
    expect(screen.queryByTestId('ticket-state')).not.toBeInTheDocument();
    expect(mocked.getCandidateInfo).not.toHaveBeenCalled();
  });

  it('shows the error-404 page when the order cannot be read', async () => {
    mocked.getPaymentStatus.mockRejectedValue(new api.ApiError(404, 'NOT_FOUND', undefined, undefined));
    open();
    expect(await screen.findByText('Error 404')).toBeInTheDocument();
  });
});
