import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@mockexam/api-client';
import type { ReceiptUploadResponse } from '@mockexam/contracts';
import { info, SETTINGS, status } from '../../test/fixtures';
import { renderAt, setupI18n } from '../../test/render';
import BankPaymentPage from './BankPaymentPage';
import UploadReceiptSuccessPage from './UploadReceiptSuccessPage';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getEnrolment: jest.fn(),
  getPaymentSettings: jest.fn(),
  getPaymentStatus: jest.fn(),
  uploadReceipt: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const UPLOADED: ReceiptUploadResponse = {
  success: true,
  enrollment_no: 'E0001',
  payment_status: 'WAPL',
  receipt_id: 1,
  processing_date: '2024-10-02',
  after_cutoff: true,
  processing_note_en: 'Processed next working day.',
  processing_note_zh: '下一個工作天處理。',
};

const open = (page = 'csh_payment') =>
  renderAt(`/en/${page}/E0001`, {
    '/:locale/csh_payment/:id': <BankPaymentPage />,
    '/:locale/upload_receipt_success/:id': <UploadReceiptSuccessPage />,
  });

async function chooseAndUpload(name = 'receipt.png', type = 'image/png') {
  await userEvent.click(await screen.findByLabelText('I have read and agree to the upload instructions'));
  fireEvent.change(screen.getByLabelText('Deposit receipt image'), {
    target: { files: [new File(['png'], name, { type })] },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Upload receipt' }));
}

beforeAll(setupI18n);
beforeEach(() => {
  jest.clearAllMocks();
  mocked.getPaymentSettings.mockResolvedValue(SETTINGS);
});

describe('bank payment page', () => {
  it('asks for the agreement and refuses a file that is not an image', async () => {
    mocked.getEnrolment.mockResolvedValue(info({ payment_method: 'bank' }));
    open();
    expect(await screen.findByText('012-345678-901')).toBeInTheDocument();
    expect(screen.getByTestId('bank-account')).toHaveTextContent('Hong Kong Bank');
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
      return UPLOADED;
    });
    mocked.getPaymentStatus.mockResolvedValue(status('WAPL'));
    open();
    await chooseAndUpload();
    expect(await screen.findByText('Your receipt has been submitted and awaits approval.')).toBeInTheDocument();
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Awaiting approval');
    expect(screen.getByTestId('processing-note')).toHaveTextContent('Processed next working day.');
    expect(mocked.uploadReceipt).toHaveBeenCalledTimes(1);
    expect(mocked.uploadReceipt.mock.calls[0][0]).toBe('E0001');
  });

  it('shows the server message when the upload is refused, and lets the candidate try again', async () => {
    mocked.getEnrolment.mockResolvedValue(info({ payment_method: 'bank' }));
    mocked.uploadReceipt.mockRejectedValueOnce(
      new api.ApiError(400, 'RECEIPT_FORMAT', undefined, { en: 'Not an image.', zh: '不是圖片。' }),
    );
    open();
    await chooseAndUpload();
    expect(await screen.findByText('Not an image.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload receipt' })).toBeEnabled();
    expect(screen.queryByText('Your receipt has been submitted and awaits approval.')).not.toBeInTheDocument();
  });

  it('shows why a receipt was rejected', async () => {
    mocked.getEnrolment.mockResolvedValue(
      info({ payment_method: 'bank', payment_status: 'REJD', reject_reason: 'The receipt is blurred' }),
    );
    open();
    expect(await screen.findByText('Your receipt was not approved. Please upload it again.')).toBeInTheDocument();
    expect(screen.getByText('The receipt is blurred')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload receipt' })).toBeInTheDocument();
  });

  it('offers no upload on an FPS order: receipts are for bank transfers only', async () => {
    mocked.getEnrolment.mockResolvedValue(info({ payment_method: 'fps' }));
    open();
    expect(await screen.findByText('Receipts are uploaded only for orders paid by bank transfer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload receipt' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Deposit receipt image')).not.toBeInTheDocument();
  });

  it('shows the error-404 page when the enrolment cannot be read', async () => {
    mocked.getEnrolment.mockRejectedValue(new api.ApiError(404, 'NOT_FOUND', undefined, undefined));
    open();
    expect(await screen.findByText('Error 404')).toBeInTheDocument();
  });
});

describe('receipt success page', () => {
  it('opens only for PAID, WAPL or OVRP', async () => {
    mocked.getEnrolment.mockResolvedValue(info({ payment_method: 'bank' }));
    mocked.getPaymentStatus.mockResolvedValue(status('PEND'));
    open('upload_receipt_success');
    expect(await screen.findByRole('heading', { name: 'Bank transfer payment' })).toBeInTheDocument();
  });

  it('says when an approved receipt is processed when opened directly', async () => {
    mocked.getPaymentStatus.mockResolvedValue(status('WAPL'));
    open('upload_receipt_success');
    expect(await screen.findByTestId('payment-status')).toHaveTextContent('Awaiting approval');
    expect(screen.getByTestId('processing-note')).toHaveTextContent(
      'Receipts uploaded after 5:00 pm on a transaction day are processed on the next working day.',
    );
  });
});
