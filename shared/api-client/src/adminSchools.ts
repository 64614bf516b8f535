// The back office's school calls (staff session).
import type {
  AdminSchoolCandidatesResponse,
  AdminSchoolHistoryResponse,
  AdminSchoolsResponse,
  SubjectCode,
} from '@mockexam/contracts';
import { call } from './http';

export const getAdminSchools = (params: { q?: string; page?: number }) =>
  call<AdminSchoolsResponse>({ method: 'GET', url: '/admin/schools', params });

export const getAdminSchoolHistory = (schoolId: number) =>
  call<AdminSchoolHistoryResponse>({ method: 'GET', url: `/admin/schools/${schoolId}/history` });

export const createSchoolAccount = (body: {
  school_id: number;
  subject: SubjectCode;
  username: string;
  password: string;
}) => call<{ user_id: number }>({ method: 'POST', url: '/admin/school_accounts', data: body });

export const resetSchoolAccountPassword = (userId: number, password: string) =>
  call<{ ok: true }>({ method: 'POST', url: `/admin/school_accounts/${userId}/password`, data: { password } });

export const setSchoolAccountDisabled = (userId: number, disabled: boolean) =>
  call<{ ok: true }>({ method: 'POST', url: `/admin/school_accounts/${userId}/disabled`, data: { disabled } });

/** Every submitted candidate of the current cycle, by subject and venue session; the browser writes the .xlsx. */
export const getAdminSchoolCandidates = (params: { subject?: SubjectCode; venue_session_id?: number }) =>
  call<AdminSchoolCandidatesResponse>({ method: 'GET', url: '/admin/school_candidates', params });
