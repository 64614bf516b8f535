import { render, screen, act, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { initI18n, registerNamespace } from '@mockexam/i18n';
import { AntdProvider } from '@mockexam/ui/antd';
import * as api from '@mockexam/api-client';
import type { CandidateInfoResponse, EnrolmentInfo, Order, PaymentStatusResponse } from '@mockexam/contracts';
import { resources } from '../i18n';
import FpsPaymentPage, { POLL_MS } from './FpsPaymentPage';
import BankPaymentPage from './BankPaymentPage';
import UploadReceiptSuccessPage from './UploadReceiptSuccessPage';
import AdmissionTicketPage from './AdmissionTicketPage';

jest.mock('@mockexam/api-client', () => {
  const actual = jest.requireActual('@mockexam/api-client');
  return {
    ...actual,
    getEnrolment: jest.fn(),
    getPaymentSettings: jest.fn(),
    getPaymentStatus: jest.fn(),
    cancelEnrolment: jest.fn(),
    uploadReceipt: jest.fn(),
    getCandidateInfo: jest.fn(),
  };
});
const mocked = api as jest.Mocked<typeof api>;
jest.setTimeout(30_000);
// jsdom has no canvas (qrcode.react draws on one).
HTMLCanvasElement.prototype.getContext = (() => null) as never;

const order = (patch: Partial<Order> = {}): Order =>
  ({
    enrollment_no: 'E0001',
    status: 'pending',
    payment_status: 'PEND',
    payment_method: 'fps',
    exam_mode: 'venue',
    venue_id: 1,
    total: 450,
    total_cents: 45000,
    paid_cents: 0,
    due_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    created_at: new Date().toISOString(),
    items: [],
    shipping: null,
    can_reselect: false,
    ...patch,
  }) as Order;
const info = (patch: Partial<Order> = {}, success = false): EnrolmentInfo => {
  const o = order(patch);
  return { enrollment_no: o.enrollment_no, payment_status: o.payment_status, success, order: o };
};
const status = (code: PaymentStatusResponse['payment_status']): PaymentStatusResponse => ({
  enrollment_no: 'E0001',
  payment_status: code,
  success: code === 'PAID' || code === 'OVRP',
  paid_at: code === 'PAID' ? '2024-10-01T10:00:00+08:00' : null,
});

beforeAll(async () => {
  await initI18n('en');
  registerNamespace('payment', resources);
});
beforeEach(() => {
  jest.clearAllMocks();
  mocked.getPaymentSettings.mockResolvedValue({
    fps_id: '1234567',
    fps_name: 'Mock Exam Ltd',
    bank_name_zh: '香港銀行',
    bank_name_en: 'Hong Kong Bank',
    bank_account_no: '012-345678-901',
    bank_account_name: 'MOCK EXAM LTD',
  });
});

function renderAt(path: string) {
  return render(
    <AntdProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:locale/fps_payment/:id" element={<FpsPaymentPage />} />
          <Route path="/:locale/csh_payment/:id" element={<BankPaymentPage />} />
          <Route path="/:locale/upload_receipt_success/:id" element={<UploadReceiptSuccessPage />} />
          <Route path="/:locale/admission-ticket" element={<AdmissionTicketPage />} />
          <Route path="/:locale/fps_payment_success/:id" element={<p>success page</p>} />
          <Route path="/:locale/order-history" element={<p>order history</p>} />
          <Route path="/:locale/*" element={<p>Error 404</p>} />
        </Routes>
      </MemoryRouter>
    </AntdProvider>,
  );
}

describe('FPS payment page', () => {
  afterEach(() => jest.useRealTimers());

  it('draws the QR code of the order and moves on when the poll sees PAID', async () => {
    jest.useFakeTimers();
    mocked.getEnrolment.mockResolvedValue(info());
    mocked.getPaymentStatus.mockResolvedValueOnce(status('PEND')).mockResolvedValue(status('PAID'));
    renderAt('/en/fps_payment/E0001');
    const qr = await screen.findByTestId('fps-qr');
    const payload = qr.getAttribute('data-payload')!;
    expect(payload).toContain('hk.com.hkicl');
    expect(payload).toContain('5303344');
    expect(payload).toContain('5406450.00');
    expect(payload).toContain('0105E0001');
    expect(screen.getByText(/Please pay within (29|30):\d\d/)).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(POLL_MS));
    expect(mocked.getPaymentStatus).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('success page')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(POLL_MS));
    expect(await screen.findByText('success page')).toBeInTheDocument();
  });

  it('does not poll once the enrolment is already successful', async () => {
    jest.useFakeTimers();
    mocked.getEnrolment.mockResolvedValue(info({ status: 'confirmed', payment_status: 'PAID' }, true));
    renderAt('/en/fps_payment/E0001');
    expect(await screen.findByText('This order has been paid.')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(POLL_MS * 3));
    expect(mocked.getPaymentStatus).not.toHaveBeenCalled();
  });

  it('cancels and goes to order history even when the cancel call fails', async () => {
    mocked.getEnrolment.mockResolvedValue(info());
    mocked.cancelEnrolment.mockRejectedValue(new api.ApiError(0, 'TIMEOUT', undefined, undefined));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/en/fps_payment/E0001');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const buttons = await screen.findAllByRole('button', { name: 'Cancel order' });
    await userEvent.click(buttons[buttons.length - 1]);
    expect(await screen.findByText('order history')).toBeInTheDocument();
    expect(mocked.cancelEnrolment).toHaveBeenCalledWith('E0001');
    warn.mockRestore();
  });

  it('shows the error-404 page when the enrolment cannot be read', async () => {
    mocked.getEnrolment.mockRejectedValue(new api.ApiError(404, 'NOT_FOUND', undefined, undefined));
    renderAt('/en/fps_payment/NOPE');
    expect(await screen.findByText('Error 404')).toBeInTheDocument();
  });
});

describe('bank payment page', () => {
  it('asks for the agreement and refuses a file that is not an image', async () => {
    mocked.getEnrolment.mockResolvedValue(info({ payment_method: 'bank' }));
    renderAt('/en/csh_payment/E0001');
    expect(await screen.findByText('012-345678-901')).toBeInTheDocument();
    expect(
      screen.getByText('Receipts uploaded after 5:00 pm on a transaction day are processed on the next working day.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload receipt' }));
    expect(await screen.findByText('Please read and agree to the upload instructions.')).toBeInTheDocument();
    const input = screen.getByLabelText('Deposit receipt image');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' })] } });
    expect(
      await screen.findByText(
        'The uploaded file is not in PNG, JPG, or JPEG format. Please upload an appropriate image.',
      ),
    ).toBeInTheDocument();
    expect(mocked.uploadReceipt).not.toHaveBeenCalled();
  });

  it('uploads an image after agreement and goes to the success page', async () => {
    mocked.getEnrolment.mockResolvedValue(info({ payment_method: 'bank' }));
    mocked.uploadReceipt.mockImplementation(async (_id, _file, _name, progress) => {
      progress?.(100);
      return {
        success: true,
        enrollment_no: 'E0001',
        payment_status: 'WAPL',
        receipt_id: 1,
        processing_date: '2024-10-02',
        after_cutoff: true,
        processing_note_en: 'Processed next working day.',
        processing_note_zh: '下一個工作天處理。',
      } as never;
    });
    mocked.getPaymentStatus.mockResolvedValue(status('WAPL'));
    renderAt('/en/csh_payment/E0001');
    await userEvent.click(await screen.findByLabelText('I have read and agree to the upload instructions'));
    fireEvent.change(screen.getByLabelText('Deposit receipt image'), {
      target: { files: [new File(['png'], 'receipt.png', { type: 'image/png' })] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Upload receipt' }));
    expect(await screen.findByText('Your receipt has been submitted and awaits approval.')).toBeInTheDocument();
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Awaiting approval');
    expect(screen.getByTestId('processing-note')).toHaveTextContent('Processed next working day.');
    expect(mocked.uploadReceipt.mock.calls[0][0]).toBe('E0001');
  });

  it('offers no upload on an FPS order: receipts are for bank transfers only', async () => {
    mocked.getEnrolment.mockResolvedValue(info({ payment_method: 'fps' }));
    renderAt('/en/csh_payment/E0001');
    expect(await screen.findByText('Receipts are uploaded only for orders paid by bank transfer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload receipt' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Deposit receipt image')).not.toBeInTheDocument();
  });

  it('opens the receipt success page only for PAID, WAPL or OVRP', async () => {
    mocked.getEnrolment.mockResolvedValue(info({ payment_method: 'bank' }));
    mocked.getPaymentStatus.mockResolvedValue(status('PEND'));
    renderAt('/en/upload_receipt_success/E0001');
    expect(await screen.findByRole('heading', { name: 'Bank transfer payment' })).toBeInTheDocument();
  });
});

describe('admission ticket page', () => {
  const base: CandidateInfoResponse = {
    candidate_no: '30000001',
    name: 'Chan Tai Man',
    status: 'preparing',
    tickets: [],
  } as never;

  it('says the ticket is being prepared before issue', async () => {
    mocked.getCandidateInfo.mockResolvedValue(base);
    renderAt('/en/admission-ticket');
    expect(
      await screen.findByText(
        'Your admission ticket is being prepared. It will be ready within 5 working days after payment is confirmed.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the chosen ticket with the candidate number in two groups of four', async () => {
    const ticket = {
      ticket_id: 1,
      enrollment_no: 'E0001',
      candidate_no: '30000001',
      candidate_name: 'Chan Tai Man',
      subject: 'chi',
      subject_name_zh: '中國語文',
      subject_name_en: 'Chinese Language',
      paper_names_zh: '卷一、卷二',
      paper_names_en: 'Paper 1, Paper 2',
      exam_date: '2024-12-28',
      starts_at: '2024-12-28T01:00:00Z',
      exam_mode: 'venue',
      venue_name_zh: '甲禮堂',
      venue_name_en: 'Hall A',
      venue_address_zh: '地址',
      venue_address_en: 'Address A',
      seat_no: 'A12',
      issued_at: '2024-11-01T10:00:00+08:00',
    };
    mocked.getCandidateInfo.mockResolvedValue({ ...base, status: 'issued', tickets: [ticket] } as never);
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAt('/en/admission-ticket');
    expect(await screen.findByTestId('candidate-no')).toHaveTextContent('3000 0001');
    expect(screen.getByText(/Hall A/)).toBeInTheDocument();
    expect(screen.getByText('A12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });
});
