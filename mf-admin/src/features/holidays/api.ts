// One year's Hong Kong public holidays, in date order; adding or removing one. Holidays decide the processing
// day of bank receipts, so a change also refreshes the receipts queue.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { addAdminHoliday, deleteAdminHoliday, getAdminHolidays, type PublicHolidayCreate } from '@mockexam/api-client';
import { adminKeys, useInvalidate } from '../../components/queryKeys';

export const useHolidays = (year: number) =>
  useQuery({
    queryKey: [...adminKeys.holidays, year],
    queryFn: () => getAdminHolidays(year),
    // Another year keeps the last list on screen (spinning) until its own arrives.
    placeholderData: keepPreviousData,
  });

function useHolidaysChanged() {
  const invalidate = useInvalidate();
  return () => invalidate(adminKeys.holidays, adminKeys.receipts);
}

export function useAddHoliday() {
  const changed = useHolidaysChanged();
  return useMutation({ mutationFn: (body: PublicHolidayCreate) => addAdminHoliday(body), onSuccess: changed });
}

export function useRemoveHoliday() {
  const changed = useHolidaysChanged();
  return useMutation({ mutationFn: (date: string) => deleteAdminHoliday(date), onSuccess: changed });
}
