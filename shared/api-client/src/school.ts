// The school edition's calls (a subject teacher's session).
import type {
  SchoolBatch,
  SchoolImportRow,
  SchoolRegistrationRequest,
  SchoolRegistrationResponse,
  SchoolRowEdit,
  SchoolSlipsResponse,
  SchoolSubmitResponse,
  CandidateSlip,
} from '@mockexam/contracts';
import { call } from './http';

/** GET /api/school/registration: the subject's registration and the sessions it may choose. */
export const getSchoolRegistration = () =>
  call<SchoolRegistrationResponse>({ method: 'GET', url: '/school/registration' });

/** PUT /api/school/registration: register the subject, or change its arrangement or expected number. */
export const putSchoolRegistration = (body: SchoolRegistrationRequest) =>
  call<SchoolRegistrationResponse>({ method: 'PUT', url: '/school/registration', data: body });

/** GET /api/school/batch: the subject's list with each row's errors. */
export const getSchoolBatch = () => call<SchoolBatch>({ method: 'GET', url: '/school/batch' });

/** POST /api/school/import: replaces the whole list with these rows. */
export const importSchoolRows = (rows: SchoolImportRow[]) =>
  call<SchoolBatch>({ method: 'POST', url: '/school/import', data: { rows } });

export const addSchoolRow = (row: SchoolRowEdit) =>
  call<SchoolBatch>({ method: 'POST', url: '/school/rows', data: row });

export const editSchoolRow = (rowId: number, row: SchoolRowEdit) =>
  call<SchoolBatch>({ method: 'PUT', url: `/school/rows/${rowId}`, data: row });

export const deleteSchoolRow = (rowId: number) => call<SchoolBatch>({ method: 'DELETE', url: `/school/rows/${rowId}` });

/** POST /api/school/submit: the server checks every row again. */
export const submitSchoolList = () => call<SchoolSubmitResponse>({ method: 'POST', url: '/school/submit' });

/** POST /api/school/slips: slips with new initial passwords (shown only on these slips). */
export const getSchoolSlips = (rowIds?: number[]) =>
  call<SchoolSlipsResponse>({ method: 'POST', url: '/school/slips', data: rowIds ? { row_ids: rowIds } : {} });

/** POST /api/school/rows/:id/password: a new initial password for one student, on a new slip. */
export const resetStudentPassword = (rowId: number) =>
  call<CandidateSlip>({ method: 'POST', url: `/school/rows/${rowId}/password` });
