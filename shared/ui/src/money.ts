// Money on screen: integer HKD cents are the truth (the contracts' *_cents fields), shown as
// 'HK$1,234.50' in both languages.

/** 123450 cents -> 'HK$1,234.50'; -1250 -> '-HK$12.50'. Exact: no floating-point dollars on the way. */
export function formatHkd(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `${sign}HK$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** HKD dollars (the display fields, the enrolment draft's totals) -> integer cents: 450.1 -> 45010. */
export function hkdToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
