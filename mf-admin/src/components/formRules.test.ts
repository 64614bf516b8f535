import type { FormInstance } from 'antd';
import { ApiError } from '@mockexam/api-client';
import { messages } from '@mockexam/contracts';
import { applyFieldErrors, dollarsToCents } from './formRules';

describe('back office helpers', () => {
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
      other: { en: 'Not on this form', 'zh-hk': '不在此表格' },
    });
    expect(applyFieldErrors(form, error, 'zh-hk')).toBe(true);
    expect(setFields).toHaveBeenCalledWith([{ name: ['code'], errors: [messages.CYCLE_CODE_TAKEN['zh-hk']] }]);
    expect(applyFieldErrors(form, new Error('boom'), 'en')).toBe(false);
    expect(setFields).toHaveBeenCalledTimes(1);
  });
});
