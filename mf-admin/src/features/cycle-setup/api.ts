// The set-up lists staff edit, read from the staff endpoints (inactive rows too), the payee and contact details, and the
// changes to them. Dates and products belong to the cycles list; venues' sittings show on the dashboard.
import { keepPreviousData, useMutation, useQuery, queryOptions } from '@tanstack/react-query';
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
  queryKeys,
} from '@mockexam/api-client';
import type { PaymentSettings } from '@mockexam/contracts';
import { useInvalidate } from '../../components/api';

/** Every venue with its sessions in the cycle (the current one when none is given). */
export const adminVenuesQuery = (cycleId: number | undefined) =>
  queryOptions({
    queryKey: [...queryKeys.adminVenues, cycleId ?? 'current'],
    queryFn: () => getAdminVenues(cycleId),
    placeholderData: keepPreviousData,
  });
export const useAdminVenues = (cycleId: number | undefined) => useQuery(adminVenuesQuery(cycleId));
export const adminPostageMethodsQuery = () =>
  queryOptions({ queryKey: queryKeys.adminPostage, queryFn: getAdminPostageMethods });
export const useAdminPostageMethods = () => useQuery(adminPostageMethodsQuery());
export const paymentSettingsQuery = () =>
  queryOptions({ queryKey: queryKeys.adminPaymentSettings, queryFn: getAdminPaymentSettings });
export const usePaymentSettings = () => useQuery(paymentSettingsQuery());

export function useUpdateCycleEvents(cycleId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CycleEventsUpdate) => updateCycleEvents(cycleId, body),
    onSuccess: () => invalidate(queryKeys.adminCycles, queryKeys.adminCycleDates),
  });
}

export function useUpdateProduct(productDbId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ProductUpdate) => updateAdminProduct(productDbId, body),
    onSuccess: () => invalidate(queryKeys.adminCycles),
  });
}

/** Venues and sittings: the staff list and the dashboard's seats per sitting. */
function useVenuesChanged() {
  const invalidate = useInvalidate();
  return () => invalidate(queryKeys.adminVenues, queryKeys.adminDashboard);
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
    onSuccess: () => invalidate(queryKeys.adminPostage),
  });
}

export function useUpdatePaymentSettings() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: PaymentSettings) => updatePaymentSettings(body),
    onSuccess: () => invalidate(queryKeys.adminPaymentSettings),
  });
}

/** The contact details as the public pages show them (GET /api/site carries them). */
export const contactSettingsQuery = () =>
  queryOptions({ queryKey: siteQueryKey, queryFn: getSite, select: (site: SiteResponse) => site.contact });
export const useContactSettings = () => useQuery(contactSettingsQuery());

export function useUpdateContactSettings() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ContactSettings) => updateContactSettings(body),
    onSuccess: () => invalidate(siteQueryKey),
  });
}
