// The set-up lists staff edit, read from the staff endpoints (inactive rows too), the payee and contact details, and the
// changes to them. Dates and products belong to the cycles list; venues' sittings show on the dashboard.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  addAdminVenueSession,
  createAdminVenue,
  getAdminPaymentSettings,
  getAdminPostageMethods,
  getAdminVenues,
  getSite,
  siteQueryKey,
  updateAdminPostageMethod,
  updateAdminProduct,
  updateAdminVenue,
  updateAdminVenueSession,
  updateCycleEvents,
  updatePaymentSettings,
  updateContactSettings,
  type ContactSettings,
  type CycleEventsUpdate,
  type PostageMethodUpdate,
  type ProductUpdate,
  type SiteResponse,
  type VenueSessionUpsert,
  type VenueUpsert,
} from '@mockexam/api-client';
import type { PaymentSettings } from '@mockexam/contracts';
import { adminKeys, useInvalidate } from '../../components/queryKeys';

/** Every venue with its sessions in the cycle (the current one when none is given). */
export const useAdminVenues = (cycleId: number | undefined) =>
  useQuery({
    queryKey: [...adminKeys.venues, cycleId ?? 'current'],
    queryFn: () => getAdminVenues(cycleId),
    placeholderData: keepPreviousData,
  });
export const useAdminPostageMethods = () => useQuery({ queryKey: adminKeys.postage, queryFn: getAdminPostageMethods });
export const usePaymentSettings = () =>
  useQuery({ queryKey: adminKeys.paymentSettings, queryFn: getAdminPaymentSettings });

export function useUpdateCycleEvents(cycleId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CycleEventsUpdate) => updateCycleEvents(cycleId, body),
    onSuccess: () => invalidate(adminKeys.cycles, adminKeys.cycleDates),
  });
}

export function useUpdateProduct(productDbId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ProductUpdate) => updateAdminProduct(productDbId, body),
    onSuccess: () => invalidate(adminKeys.cycles),
  });
}

/** Venues and sittings: the staff list and the dashboard's seats per sitting. */
function useVenuesChanged() {
  const invalidate = useInvalidate();
  return () => invalidate(adminKeys.venues, adminKeys.dashboard);
}

/** Adds a venue (no id) or changes one. */
export function useSaveVenue() {
  const changed = useVenuesChanged();
  return useMutation({
    mutationFn: ({ venueId, body }: { venueId?: number; body: VenueUpsert }) =>
      venueId === undefined ? createAdminVenue(body) : updateAdminVenue(venueId, body),
    onSuccess: changed,
  });
}

export function useAddVenueSession(venueId: number) {
  const changed = useVenuesChanged();
  return useMutation({
    mutationFn: (body: VenueSessionUpsert) => addAdminVenueSession(venueId, body),
    onSuccess: changed,
  });
}

export function useUpdateSessionCapacity(sessionId: number) {
  const changed = useVenuesChanged();
  return useMutation({
    mutationFn: (capacity: number) => updateAdminVenueSession(sessionId, capacity),
    onSuccess: changed,
  });
}

export function useUpdatePostageMethod(code: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: PostageMethodUpdate) => updateAdminPostageMethod(code, body),
    onSuccess: () => invalidate(adminKeys.postage),
  });
}

export function useUpdatePaymentSettings() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: PaymentSettings) => updatePaymentSettings(body),
    onSuccess: () => invalidate(adminKeys.paymentSettings),
  });
}

/** The contact details as the public pages show them (GET /api/site carries them). */
export const useContactSettings = () =>
  useQuery({ queryKey: siteQueryKey, queryFn: getSite, select: (site: SiteResponse) => site.contact });

export function useUpdateContactSettings() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ContactSettings) => updateContactSettings(body),
    onSuccess: () => invalidate(siteQueryKey),
  });
}
