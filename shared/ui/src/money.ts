// Money on screen: integer HKD cents are the truth (the contracts' *_cents fields), shown as
// 'HK$1,234.50' in both languages.

// Made on first use, not when the module loads: a page that shows no money never starts ICU for it.
let hkd: Intl.NumberFormat | undefined;

/** 123450 cents -> 'HK$1,234.50'; -1250 -> '-HK$12.50'. Whole cents first, so no stray fraction is rounded twice. */
export function formatHkd(cents: number): string {
  hkd ??= new Intl.NumberFormat('en-HK', { style: 'currency', currency: 'HKD', signDisplay: 'negative' });
  return hkd.format(Math.round(cents) / 100);
}

/** HKD dollars (the display fields, the enrolment draft's totals) -> integer cents: 450.1 -> 45010. */
export function hkdToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
