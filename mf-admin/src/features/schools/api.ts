// The schools feature's data: the school search with each subject's registration and list, a school's
// history, its subject accounts (create, reset a password, disable or enable), the venue sessions an export
// can be limited to, and the submitted candidates the export writes.
import { keepPreviousData, useMutation, useQuery, useQueryClient, queryOptions } from '@tanstack/react-query';
import {
  createSchoolAccount,
  getAdminSchoolCandidates,
  getAdminSchoolHistory,
  getAdminSchools,
  getAdminVenues,
  resetSchoolAccountPassword,
  setSchoolAccountDisabled,
  queryKeys,
} from '@mockexam/api-client';
import type { SubjectCode } from '@mockexam/contracts';
import { useInvalidate } from '../../components/api';

export interface SchoolFilters {
  q: string;
  page: number;
}

export const adminSchoolsQuery = (filters: SchoolFilters) =>
  queryOptions({
    queryKey: [...queryKeys.adminSchools, 'search', filters],
    queryFn: () => getAdminSchools({ q: filters.q || undefined, page: filters.page }),
    // Another page or search keeps the last one on screen (spinning) until its own arrives.
    placeholderData: keepPreviousData,
  });
export const useAdminSchools = (filters: SchoolFilters) => useQuery(adminSchoolsQuery(filters));

/** Read only while the drawer is open (schoolId null otherwise). */
export const schoolHistoryQuery = (schoolId: number | null) =>
  queryOptions({
    queryKey: queryKeys.adminSchoolHistory(schoolId ?? 0),
    queryFn: () => getAdminSchoolHistory(schoolId!),
    enabled: schoolId !== null,
  });
export const useSchoolHistory = (schoolId: number | null) => useQuery(schoolHistoryQuery(schoolId));

/** The current cycle's venues with their sessions, for the export's choice of session. */
export const currentVenuesQuery = () =>
  queryOptions({ queryKey: [...queryKeys.adminVenues, 'current'], queryFn: () => getAdminVenues() });
export const useCurrentVenues = () => useQuery(currentVenuesQuery());

export interface NewSchoolAccount {
  school_id: number;
  subject: SubjectCode;
  username: string;
  password: string;
}

export function useCreateSchoolAccount() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: NewSchoolAccount) => createSchoolAccount(body),
    onSuccess: () => invalidate(queryKeys.adminSchools),
  });
}

export function useResetSchoolPassword() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ userId, password }: { userId: number; password: string }) =>
      resetSchoolAccountPassword(userId, password),
    // Nothing the school list shows changes; the audit log gains the reset (useInvalidate refreshes it).
    onSuccess: () => invalidate(),
  });
}

export function useSetSchoolAccountDisabled() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ userId, disabled }: { userId: number; disabled: boolean }) =>
      setSchoolAccountDisabled(userId, disabled),
    onSuccess: () => invalidate(queryKeys.adminSchools),
  });
}

export interface CandidateExportFilters {
  subject?: SubjectCode;
  venue_session_id?: number;
}

/** Reads the submitted candidates afresh on every export (a list submitted a minute ago belongs in it). */
export function useFetchSchoolCandidates() {
  const client = useQueryClient();
  return (filters: CandidateExportFilters) =>
    client.fetchQuery({
      queryKey: [...queryKeys.adminSchoolCandidates, filters],
      queryFn: () => getAdminSchoolCandidates(filters),
      staleTime: 0,
      // Students' names and numbers: not kept in memory once the workbook is written.
      gcTime: 0,
    });
}
