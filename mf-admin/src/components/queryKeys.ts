// The back office's query keys, ['admin', <what>, ...], and the invalidation every change runs. The keys live
// here, not in the features, because a change in one section moves what others show: a payment changes the
// order, the order search, the receipts queue and the dashboard; every change adds a line to the audit log.
import { useCallback } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

export const adminKeys = {
  all: ['admin'],
  dashboard: ['admin', 'dashboard'],
  /** The current cycle's event dates as the public site reads them. */
  cycleDates: ['admin', 'cycle-dates'],
  /** Every order search (['admin', 'orders', 'search', filters]). */
  orders: ['admin', 'orders'],
  order: (enrollmentNo: string) => ['admin', 'order', enrollmentNo],
  receipts: ['admin', 'receipts'],
  receiptImage: (imageUrl: string) => ['admin', 'receipt-image', imageUrl],
  audit: ['admin', 'audit'],
  cycles: ['admin', 'cycles'],
  venues: ['admin', 'venues'],
  postage: ['admin', 'postage'],
  paymentSettings: ['admin', 'payment-settings'],
  holidays: ['admin', 'holidays'],
  /** Every school search (['admin', 'schools', 'search', { q, page }]). */
  schools: ['admin', 'schools'],
  schoolHistory: (schoolId: number) => ['admin', 'school-history', schoolId],
  /** The submitted candidates an export reads (['admin', 'school-candidates', filters]). */
  schoolCandidates: ['admin', 'school-candidates'],
} as const;

/**
 * After a change: marks the given queries and the audit log stale, refetching those on screen. Not awaited,
 * so a dialog closes and reports at once while the lists refresh behind it.
 */
export function useInvalidate(): (...keys: QueryKey[]) => void {
  const client = useQueryClient();
  return useCallback(
    (...keys: QueryKey[]) => {
      for (const queryKey of [...keys, adminKeys.audit]) void client.invalidateQueries({ queryKey });
    },
    [client],
  );
}
