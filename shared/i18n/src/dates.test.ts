// Hong Kong time in every browser zone: displayed dates and the datetime-local inputs of the back office.
import { formatDateTime, fromHkInput, hkYear, toHkInput } from './dates';

describe('Hong Kong dates', () => {
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

  it('displays an instant in Hong Kong time in each language', () => {
    expect(formatDateTime('2024-10-23T15:59:00.000Z', 'en')).toBe('2024-10-23 23:59:00');
    expect(formatDateTime('2024-10-23T16:00:00.000Z', 'zh-hk')).toBe('2024年10月24日 (00:00:00)');
  });
});
