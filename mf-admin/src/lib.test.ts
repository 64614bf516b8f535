import type { FormInstance } from 'antd';
import { ApiError } from '@mockexam/api-client';
import { messages } from '@mockexam/contracts';
import { applyFieldErrors, dollarsToCents, fromHkInput, hkYear, toHkInput } from './lib';

describe('back office helpers', () => {
  it('shows and reads Hong Kong wall-clock times whatever the browser zone', () => {
    expect(toHkInput('2024-10-23T15:59:00.000Z')).toBe('2024-10-23T23:59');
    expect(fromHkInput('2024-10-23T23:59')).toBe('2024-10-23T15:59:00.000Z');
    expect(fromHkInput('2024-10-24T07:30:15')).toBe('2024-10-23T23:30:15.000Z');
    expect(toHkInput(null)).toBe('');
    expect(fromHkInput('')).toBeNull();
    expect(fromHkInput('23/10/2024')).toBeNull();
  });

  it('knows the Hong Kong year, which starts eight hours before the UTC one', () => {
    expect(hkYear(new Date('2025-12-31T15:59:59Z'))).toBe(2025);
    expect(hkYear(new Date('2025-12-31T16:00:00Z'))).toBe(2026);
  });

  it('turns dollars into cents, refusing zero, negatives and fractions of a cent', () => {
    expect(dollarsToCents('700')).toBe(70000);
    expect(dollarsToCents('350.5')).toBe(35050);
    expect(dollarsToCents('0.01')).toBe(1);
    expect(dollarsToCents('0')).toBeNull();
    expect(dollarsToCents('-5')).toBeNull();
    expect(dollarsToCents('1.234')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
  });

  it("puts the server's field messages, in the page's language, under the form's own fields only", () => {
    const setFields = jest.fn();
    const form = { getFieldsValue: () => ({ code: '', name_en: '' }), setFields } as unknown as FormInstance;
    const error = new ApiError(409, 'CYCLE_CODE_TAKEN', 'x', messages.CYCLE_CODE_TAKEN, {
      code: messages.CYCLE_CODE_TAKEN,
      other: { en: 'Not on this form', zh: '不在此表格' },
    });
    expect(applyFieldErrors(form, error, 'zh-hk')).toBe(true);
    expect(setFields).toHaveBeenCalledWith([{ name: ['code'], errors: [messages.CYCLE_CODE_TAKEN.zh] }]);
    expect(applyFieldErrors(form, new Error('boom'), 'en')).toBe(false);
    expect(setFields).toHaveBeenCalledTimes(1);
  });
});
