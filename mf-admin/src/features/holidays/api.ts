// One year's Hong Kong public holidays, in date order.
import { getAdminHolidays } from '@mockexam/api-client';
import { useLoad } from '../../lib';

export const useHolidays = (year: number) => useLoad(() => getAdminHolidays(year), [year]);
