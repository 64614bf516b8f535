// How holidays are shown and which years the card offers.
import { formatDate } from '@mockexam/i18n/dates';
import type { Locale } from '@mockexam/i18n';

/** A 'YYYY-MM-DD' holiday as the other cards show dates (read as a Hong Kong day, whatever the browser zone). */
export const holidayDate = (date: string, locale: Locale) => formatDate(`${date}T00:00:00+08:00`, locale);

/** The years offered: two back and three ahead of this Hong Kong year, and the one shown. */
export function yearOptions(thisYear: number, shown: number): number[] {
  const years = new Set<number>([shown]);
  for (let y = thisYear - 2; y <= thisYear + 3; y += 1) years.add(y);
  return [...years].sort((a, b) => a - b);
}
