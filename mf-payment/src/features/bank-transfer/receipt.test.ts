import { checkReceiptFile } from './receipt';

describe('receipt file check', () => {
  it('accepts PNG, JPG and JPEG up to 5 MB', () => {
    expect(checkReceiptFile({ name: 'a.png', size: 10, type: 'image/png' })).toBeNull();
    expect(checkReceiptFile({ name: 'a.JPG', size: 10, type: 'image/jpeg' })).toBeNull();
    expect(checkReceiptFile({ name: 'a.jpeg', size: 5 * 1024 * 1024, type: '' })).toBeNull();
  });
  it('names the problem with the spec message key', () => {
    expect(checkReceiptFile(null)).toBe('RECEIPT_FILE_REQUIRED');
    expect(checkReceiptFile({ name: 'a.pdf', size: 10, type: 'application/pdf' })).toBe('RECEIPT_FORMAT');
    expect(checkReceiptFile({ name: 'a.png', size: 10, type: 'image/svg+xml' })).toBe('RECEIPT_FORMAT');
    expect(checkReceiptFile({ name: 'png', size: 10, type: '' })).toBe('RECEIPT_FORMAT');
    expect(checkReceiptFile({ name: 'a.png', size: 0, type: 'image/png' })).toBe('RECEIPT_EMPTY');
    expect(checkReceiptFile({ name: 'a.png', size: 5 * 1024 * 1024 + 1, type: 'image/png' })).toBe('RECEIPT_TOO_LARGE');
  });
});
