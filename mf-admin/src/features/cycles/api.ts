// Every exam cycle with its dates and products (the cycle set-up tab reads it once for all its cards), a new
// cycle, and making one current. The current cycle decides the dates, products, venues' sittings and the
// dashboard, so a change of it refreshes everything the back office shows.
import { useMutation, useQuery, queryOptions } from '@tanstack/react-query';
import {
  createAdminCycle,
  getAdminCycles,
  makeAdminCycleCurrent,
  type CycleCreate,
  queryKeys,
} from '@mockexam/api-client';
import { useInvalidate } from '../../components/api';

export const adminCyclesQuery = () => queryOptions({ queryKey: queryKeys.adminCycles, queryFn: getAdminCycles });
export const useAdminCycles = () => useQuery(adminCyclesQuery());

export function useCreateCycle() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CycleCreate) => createAdminCycle(body),
    onSuccess: (_, body) => invalidate(body.make_current ? queryKeys.admin : queryKeys.adminCycles),
  });
}

export function useMakeCycleCurrent() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (cycleId: number) => makeAdminCycleCurrent(cycleId),
    onSuccess: () => invalidate(queryKeys.admin),
  });
}
