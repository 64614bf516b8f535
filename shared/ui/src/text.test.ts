import { ApiError } from '@mockexam/api-client';
import { errorMessage, errorText, orderStatusText, paymentStatusText, serverMessage } from './text';

describe('the text of a failed API call', () => {
  const bilingual = new ApiError(409, 'PAYMENT_NOT_ALLOWED', 'Cannot pay now', {
    en: 'Cannot pay now',
    'zh-hk': '現時不能付款',
  });

  it("shows the server's message in the page's language", () => {
    expect(errorText(bilingual, 'en')).toBe('Cannot pay now');
    expect(errorText(bilingual, 'zh-hk')).toBe('現時不能付款');
    expect(errorMessage(bilingual)).toEqual({ en: 'Cannot pay now', 'zh-hk': '現時不能付款' });
  });

  it('shows a one-language server message as it is', () => {
    const oneLanguage = new ApiError(500, 'INTERNAL', 'Boom', undefined);
    expect(errorText(oneLanguage, 'zh-hk')).toBe('Boom');
    expect(serverMessage(oneLanguage)).toEqual({ en: 'Boom', 'zh-hk': 'Boom' });
  });

  it('falls back to the catalogue (INTERNAL unless told) when the server said nothing', () => {
    const timeout = new ApiError(0, 'TIMEOUT', undefined, undefined);
    expect(serverMessage(timeout)).toBeNull();
    expect(errorText(timeout, 'en')).toBe('Something went wrong. Please try again later.');
    expect(errorText(new Error('boom'), 'zh-hk')).toBe('系統發生錯誤，請稍後再試。');
    expect(errorText(undefined, 'en', 'LOGIN_FAILED')).toBe('Login failed');
    expect(errorMessage('nonsense', 'LOGIN_FAILED')).toEqual({ en: 'Login failed', 'zh-hk': '登入失敗' });
  });
});

describe('status labels', () => {
  it("uses the contracts' labels in the page's language", () => {
    expect(orderStatusText('expired', 'en')).toBe('Cancelled (payment timeout)');
    expect(orderStatusText('confirmed', 'zh-hk')).toBe('已確認');
    expect(paymentStatusText('PAID', 'en')).toBe('Payment completed');
    expect(paymentStatusText('PEND', 'zh-hk')).toBe('待付款');
  });
});
