// Every exam cycle with its dates and products (the cycle set-up tab reads it once for all its cards), a new
// cycle, and making one current. The current cycle decides the dates, products, venues' sittings and the
// dashboard, so a change of it refreshes everything the back office shows.
import { useMutation, useQuery } from '@tanstack/react-query';
import { createAdminCycle, getAdminCycles, makeAdminCycleCurrent, type CycleCreate } from '@mockexam/api-client';
import { adminKeys, useInvalidate } from '../../components/queryKeys';

export const useAdminCycles = () => useQuery({ queryKey: adminKeys.cycles, queryFn: getAdminCycles });

export function useCreateCycle() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CycleCreate) => createAdminCycle(body),
    onSuccess: (_, body) => invalidate(body.make_current ? adminKeys.all : adminKeys.cycles),
  });
}

export function useMakeCycleCurrent() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (cycleId: number) => makeAdminCycleCurrent(cycleId),
    onSuccess: () => invalidate(adminKeys.all),
  });
}
