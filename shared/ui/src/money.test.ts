import { formatHkd, hkdToCents } from './money';

describe('formatHkd', () => {
  it('shows cents as HK$ with thousands separators and two decimals', () => {
    expect(formatHkd(0)).toBe('HK$0.00');
    expect(formatHkd(5)).toBe('HK$0.05');
    expect(formatHkd(45000)).toBe('HK$450.00');
    expect(formatHkd(123450)).toBe('HK$1,234.50');
    expect(formatHkd(100_000_000)).toBe('HK$1,000,000.00');
  });

  it('puts the sign before HK$ and rounds stray fractions of a cent', () => {
    expect(formatHkd(-1250)).toBe('-HK$12.50');
    expect(formatHkd(1999.6)).toBe('HK$20.00');
    expect(formatHkd(-0.2)).toBe('HK$0.00');
  });
});

describe('hkdToCents', () => {
  it('turns display dollars into integer cents without floating-point residue', () => {
    expect(hkdToCents(450)).toBe(45000);
    expect(hkdToCents(0.1 + 0.2)).toBe(30);
    expect(hkdToCents(1234.5)).toBe(123450);
  });
});
