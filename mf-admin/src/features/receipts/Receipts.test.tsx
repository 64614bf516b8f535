import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { renderAdmin, setupI18n } from '../../test/render';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getAdminReceipts: jest.fn(),
  getAdminReceiptImage: jest.fn(),
  approveAdminReceipt: jest.fn(),
  rejectAdminReceipt: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const RECEIPT = {
  receipt_id: 31,
  enrollment_no: '100002',
  candidate_name: '李小明',
  total_cents: 35000,
  paid_cents: 0,
  payment_status: 'WAPL',
  status: 'pending',
  uploaded_at: '2024-10-03T09:30:00.000Z',
  processing_date: '2024-10-04',
  duplicate_of_other_order: true,
  reject_reason: null,
  image_url: '/api/admin/receipts/31/image',
};

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAdminReceipts.mockResolvedValue([RECEIPT] as never);
  mocked.getAdminReceiptImage.mockResolvedValue(new Blob(['x'], { type: 'image/png' }) as never);
  mocked.approveAdminReceipt.mockResolvedValue({} as never);
  mocked.rejectAdminReceipt.mockResolvedValue({} as never);
  Object.assign(URL, { createObjectURL: () => 'blob:receipt-31', revokeObjectURL: () => undefined });
});

const button = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(name, { selector: 'button span' }).closest('button')!;

describe('receipts queue', () => {
  it('lists receipts awaiting approval, flags duplicates and shows the image', async () => {
    renderAdmin('/en/admin/receipts');
    expect(await screen.findByText('李小明')).toBeInTheDocument();
    expect(screen.getByText('The same receipt was uploaded for another order')).toBeInTheDocument();
    fireEvent.click(button('View receipt'));
    const image = await screen.findByAltText('Bank receipt of order 100002');
    expect(image).toHaveAttribute('src', 'blob:receipt-31');
    expect(mocked.getAdminReceiptImage).toHaveBeenCalledWith('/api/admin/receipts/31/image');
  });

  it('approves after confirmation and says the tickets are issued', async () => {
    renderAdmin('/en/admin/receipts');
    await screen.findByText('李小明');
    fireEvent.click(button('Approve'));
    expect(
      await screen.findByText('Approve this receipt?', { selector: '.ant-modal-confirm-title' }),
    ).toBeInTheDocument();
    const confirm = document.querySelector('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(button('Approve', confirm));
    await waitFor(() => expect(mocked.approveAdminReceipt).toHaveBeenCalledWith(31));
    expect(
      await screen.findByText('Receipt approved: order 100002 is paid and its tickets are issued.'),
    ).toBeInTheDocument();
  });

  it('needs a reason to reject, and sends it', async () => {
    renderAdmin('/en/admin/receipts');
    await screen.findByText('李小明');
    fireEvent.click(button('Reject'));
    const modal = (await screen.findByText('Reject the receipt')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(button('Reject', modal));
    expect(await within(modal).findByText('Please enter a reason')).toBeInTheDocument();
    fireEvent.change(within(modal).getByLabelText('Reason (the candidate sees it)'), {
      target: { value: 'x'.repeat(301) },
    });
    expect(await within(modal).findByText('The reason cannot exceed 300 characters')).toBeInTheDocument();
    fireEvent.change(within(modal).getByLabelText('Reason (the candidate sees it)'), {
      target: { value: '  The amount does not match  ' },
    });
    fireEvent.click(button('Reject', modal));
    // A confirmation names the order and the reason before anything is sent.
    expect(
      await screen.findByText('Reject this receipt?', { selector: '.ant-modal-confirm-title' }),
    ).toBeInTheDocument();
    const confirm = document.querySelector('.ant-modal-confirm') as HTMLElement;
    expect(confirm).toHaveTextContent('order 100002');
    expect(confirm).toHaveTextContent('"The amount does not match"');
    expect(mocked.rejectAdminReceipt).not.toHaveBeenCalled();
    fireEvent.click(button('Reject', confirm));
    await waitFor(() => expect(mocked.rejectAdminReceipt).toHaveBeenCalledWith(31, 'The amount does not match'));
    expect(await screen.findByText('Receipt rejected. The candidate can upload again.')).toBeInTheDocument();
  });
});
