// One year's Hong Kong public holidays, in date order; adding or removing one. Holidays decide the processing
// day of bank receipts, so a change also refreshes the receipts queue.
import { keepPreviousData, useMutation, useQuery, queryOptions } from '@tanstack/react-query';
import {
  addAdminHoliday,
  deleteAdminHoliday,
  getAdminHolidays,
  type PublicHolidayCreate,
  queryKeys,
} from '@mockexam/api-client';
import { useInvalidate } from '../../components/api';

export const holidaysQuery = (year: number) =>
  queryOptions({
    queryKey: [...queryKeys.adminHolidays, year],
    queryFn: () => getAdminHolidays(year),
    // Another year keeps the last list on screen (spinning) until its own arrives.
    placeholderData: keepPreviousData,
  });
export const useHolidays = (year: number) => useQuery(holidaysQuery(year));

function useHolidaysChanged() {
  const invalidate = useInvalidate();
  return () => invalidate(queryKeys.adminHolidays, queryKeys.adminReceipts);
}

export function useAddHoliday() {
  const changed = useHolidaysChanged();
  return useMutation({ mutationFn: (body: PublicHolidayCreate) => addAdminHoliday(body), onSuccess: changed });
}

export function useRemoveHoliday() {
  const changed = useHolidaysChanged();
  return useMutation({ mutationFn: (date: string) => deleteAdminHoliday(date), onSuccess: changed });
}
