import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@mockexam/api-client';
import { i18n } from '@mockexam/i18n';
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
  uploaded_at: '2024-10-01T09:30:00Z', // 17:30 in Hong Kong
  processing_note_en: 'Processed next working day.',
  processing_note_zh: '下一個工作天處理。',
};

const open = (page = 'csh_payment', lang = 'en') =>
  renderAt(`/${lang}/${page}/E0001`, {
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
    expect(await screen.findByTestId('upload-state')).toHaveTextContent(
      'Receipt received at 2024-10-1 17:30:00. It is awaiting approval.',
    );
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Awaiting approval');
    expect(screen.getByTestId('received-at')).toHaveTextContent('2024-10-1 17:30:00');
    expect(screen.getByTestId('processing-date')).toHaveTextContent('2024-10-2');
    expect(screen.getByTestId('processing-note')).toHaveTextContent(
      'Your receipt was uploaded after 5:00 pm or on a non-working day; it will be processed on the next working day.',
    );
    // Not issued before approval: no way to the ticket from here.
    expect(screen.queryByRole('button', { name: 'View admission ticket' })).not.toBeInTheDocument();
    expect(mocked.uploadReceipt).toHaveBeenCalledTimes(1);
    expect(mocked.uploadReceipt.mock.calls[0][0]).toBe('E0001');
  });

  it('shows the server message when the upload is refused, and lets the candidate try again', async () => {
    mocked.getEnrolment.mockResolvedValue(info({ payment_method: 'bank' }));
    mocked.uploadReceipt.mockRejectedValueOnce(
      new api.ApiError(400, 'RECEIPT_FORMAT', undefined, { en: 'Not an image.', 'zh-hk': '不是圖片。' }),
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
    expect(screen.getByTestId('upload-state')).toHaveTextContent(
      'Your receipt has been submitted and awaits approval.',
    );
    expect(screen.getByTestId('processing-note')).toHaveTextContent(
      'Receipts received before 5:00 pm on a working day are processed the same working day; later ones, or on a non-working day, the next working day.',
    );
  });

  it('says an approved receipt is approved and offers the ticket', async () => {
    mocked.getPaymentStatus.mockResolvedValue(status('PAID'));
    open('upload_receipt_success');
    expect(await screen.findByTestId('upload-state')).toHaveTextContent(
      'Your receipt has been approved and the payment confirmed.',
    );
    expect(screen.getByRole('button', { name: 'View admission ticket' })).toBeInTheDocument();
    expect(screen.queryByTestId('processing-note')).not.toBeInTheDocument();
  });

  it('says in Chinese when the receipt was received and that it is processed today', async () => {
    mocked.getEnrolment.mockResolvedValue(info({ payment_method: 'bank' }));
    mocked.uploadReceipt.mockResolvedValue({ ...UPLOADED, after_cutoff: false, uploaded_at: '2024-10-01T02:00:00Z' });
    mocked.getPaymentStatus.mockResolvedValue(status('WAPL'));
    await act(() => i18n.changeLanguage('zh-hk'));
    try {
      open('csh_payment', 'zh-hk');
      await userEvent.click(await screen.findByLabelText('本人已閱讀並同意上載須知'));
      fireEvent.change(screen.getByLabelText('入數收據圖片'), {
        target: { files: [new File(['png'], 'receipt.png', { type: 'image/png' })] },
      });
      await userEvent.click(screen.getByRole('button', { name: '上載收據' }));
      expect(await screen.findByTestId('upload-state')).toHaveTextContent(
        '已於 2024年10月1日 (10:00:00) 收到收據，正等待審批。',
      );
      expect(screen.getByTestId('processing-note')).toHaveTextContent('收據於工作天下午5時前收到，將於今日處理。');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('copy buttons and the receipt preview', () => {
  let writeText: jest.Mock;
  beforeEach(() => {
    writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    URL.createObjectURL = jest.fn(() => 'blob:receipt-1');
    URL.revokeObjectURL = jest.fn();
  });

  it('copies the account number and the order number, and says so', async () => {
    mocked.getEnrolment.mockResolvedValue(info({ payment_method: 'bank' }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy account number' }));
    expect(writeText).toHaveBeenLastCalledWith('012-345678-901');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy order number' }));
    expect(writeText).toHaveBeenLastCalledWith('E0001');
  });

  it('says in Chinese that it copied, and what to do when copying is not allowed', async () => {
    mocked.getEnrolment.mockResolvedValue(info({ payment_method: 'bank' }));
    await act(() => i18n.changeLanguage('zh-hk'));
    try {
      open('csh_payment', 'zh-hk');
      await userEvent.click(await screen.findByRole('button', { name: '複製戶口號碼' }));
      expect(await screen.findByText('已複製')).toBeInTheDocument();
      writeText.mockRejectedValueOnce(new Error('denied'));
      await userEvent.click(screen.getByRole('button', { name: '複製訂單編號' }));
      expect(await screen.findByText('未能複製，請自行選取號碼複製。')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('previews the chosen image with its name and size, and lets go of it when another is chosen', async () => {
    mocked.getEnrolment.mockResolvedValue(info({ payment_method: 'bank' }));
    open();
    const input = await screen.findByLabelText('Deposit receipt image');
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(2048)], 'slip.jpg', { type: 'image/jpeg' })] },
    });
    const image = await screen.findByRole('img', { name: 'Preview of the chosen receipt slip.jpg' });
    expect(image).toHaveAttribute('src', 'blob:receipt-1');
    expect(screen.getByTestId('receipt-preview')).toHaveTextContent('slip.jpg, 2 KB');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' })] } });
    expect(
      await screen.findByText(
        'The uploaded file is not in PNG, JPG, or JPEG format. Please upload an appropriate image.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('receipt-preview')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:receipt-1');
  });
});
