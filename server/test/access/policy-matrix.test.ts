// The role-by-route matrix: what every /api route answers to a visitor, two candidates,
// two schools, a school candidate and staff. Every registered /api route must have a row,
// so a new route cannot ship without deciding who may call it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { DEMO } from '../../src/seed/demo-accounts';
import { canReadCandidateData } from '../../src/lib/ownership';
import type { AuthContext } from '../../src/modules/accounts/principal';
import { dbKinds } from '../support/db';
import { bearer, form, login, startTestApp, type TestApp } from '../support/app';

const ROLES = [
  'visitor',
  'candidate',
  'candidate2',
  'school',
  'school2',
  'schoolCandidate',
  'staff',
  'marker',
] as const;
type Who = (typeof ROLES)[number];
type Expect = Record<Who, number>;

const all = (status: number): Expect => Object.fromEntries(ROLES.map((r) => [r, status])) as Expect;
const usersOnly = (status: number): Expect => ({ ...all(status), visitor: 401 });
/** Individual candidates get `status`; other roles 403; visitors 401. */
const candidatesOnly = (status: number): Expect => ({ ...usersOnly(403), candidate: status, candidate2: status });
const staffOnly = (status: number): Expect => ({ ...usersOnly(403), staff: status });
/** Subject teachers get `status`; other roles 403; visitors 401. */
const teachersOnly = (status: number): Expect => ({ ...usersOnly(403), school: status, school2: status });
/** Staff and markers pass the policy; a chief's call checks the question itself (404 for none). */
const staffAndMarkers = (status: number): Expect => ({ ...usersOnly(403), staff: status, marker: status });
/** Markers only: their own assignments and tasks. */
const markersOnly = (status: number): Expect => ({ ...usersOnly(403), marker: status });
/** Any signed-in user but markers, who read no candidate's report or marks. */
const usersButMarkers = (status: number): Expect => ({ ...usersOnly(status), marker: 403 });

interface Row {
  route: string;
  request: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };
  expect: Expect;
}

/** Requests chosen so a caller that passes the policy gets a recognisable answer without changing data. */
const MATRIX: Row[] = [
  { route: 'GET /api/health', request: { method: 'GET', url: '/api/health' }, expect: all(200) },
  { route: 'GET /api/events', request: { method: 'GET', url: '/api/events' }, expect: all(200) },
  { route: 'GET /api/site', request: { method: 'GET', url: '/api/site' }, expect: all(200) },
  { route: 'GET /api/products', request: { method: 'GET', url: '/api/products' }, expect: all(200) },
  { route: 'GET /api/venues', request: { method: 'GET', url: '/api/venues' }, expect: all(200) },
  { route: 'GET /api/postage_methods', request: { method: 'GET', url: '/api/postage_methods' }, expect: all(200) },
  { route: 'GET /api/schools', request: { method: 'GET', url: '/api/schools' }, expect: all(200) },
  { route: 'GET /api/payment/settings', request: { method: 'GET', url: '/api/payment/settings' }, expect: all(200) },
  {
    route: 'GET /api/dev/sms-outbox',
    request: { method: 'GET', url: '/api/dev/sms-outbox?phone=69990000' },
    expect: all(200),
  },
  {
    route: 'GET /api/dev/notifications',
    request: { method: 'GET', url: '/api/dev/notifications?address=69990000' },
    expect: all(200),
  },
  // Public calls given an invalid body: 400 shows the caller got past the policy.
  { route: 'POST /api/user/login', request: { method: 'POST', url: '/api/user/login', ...form({}) }, expect: all(400) },
  {
    route: 'POST /api/user/login_by_candidate',
    request: { method: 'POST', url: '/api/user/login_by_candidate', ...form({}) },
    expect: all(400),
  },
  { route: 'POST /api/sms/send', request: { method: 'POST', url: '/api/sms/send', payload: {} }, expect: all(400) },
  { route: 'POST /api/sms/verify', request: { method: 'POST', url: '/api/sms/verify', payload: {} }, expect: all(400) },
  {
    route: 'POST /api/user/register',
    request: { method: 'POST', url: '/api/user/register', payload: {} },
    expect: all(400),
  },
  {
    route: 'POST /api/user/password/reset',
    request: { method: 'POST', url: '/api/user/password/reset', payload: {} },
    expect: all(400),
  },
  {
    route: 'GET /api/user/session/resume',
    request: { method: 'GET', url: '/api/user/session/resume' },
    expect: usersOnly(200),
  },
  {
    route: 'POST /api/user/password/change',
    request: { method: 'POST', url: '/api/user/password/change', payload: {} },
    expect: usersOnly(400),
  },
  // Orders and the spec's enrolment calls (individual candidates only).
  {
    route: 'POST /api/orders',
    request: { method: 'POST', url: '/api/orders', payload: {} },
    expect: candidatesOnly(400),
  },
  { route: 'GET /api/orders', request: { method: 'GET', url: '/api/orders' }, expect: candidatesOnly(200) },
  {
    route: 'GET /api/orders/:id',
    request: { method: 'GET', url: '/api/orders/999999999' },
    expect: candidatesOnly(404),
  },
  {
    route: 'POST /api/enrollment',
    request: { method: 'POST', url: '/api/enrollment', ...form({ id: '999999999' }) },
    expect: candidatesOnly(404),
  },
  {
    route: 'POST /api/enrollment/payment/status',
    request: { method: 'POST', url: '/api/enrollment/payment/status', ...form({ id: '999999999' }) },
    expect: candidatesOnly(404),
  },
  {
    route: 'POST /api/enrollment/cancel',
    request: { method: 'POST', url: '/api/enrollment/cancel', ...form({ id: '999999999' }) },
    expect: candidatesOnly(404),
  },
  {
    route: 'GET /api/candidate_info',
    request: { method: 'GET', url: '/api/candidate_info' },
    expect: { ...candidatesOnly(200), schoolCandidate: 200 },
  },
  // Public but signed: refused here because the matrix app has no FPS_NOTIFY_SECRET.
  {
    route: 'POST /api/payment/fps/notify',
    request: { method: 'POST', url: '/api/payment/fps/notify', payload: {} },
    expect: all(503),
  },
  {
    route: 'POST /api/payment/supporting_doc/upload',
    request: { method: 'POST', url: '/api/payment/supporting_doc/upload', payload: {} },
    expect: candidatesOnly(400),
  },
  {
    route: 'GET /api/payment/receipts/:id/image',
    request: { method: 'GET', url: '/api/payment/receipts/999999999/image' },
    expect: { ...candidatesOnly(404), staff: 404 },
  },
  // The back office (staff only; requests that change nothing).
  {
    route: 'GET /api/admin/dashboard',
    request: { method: 'GET', url: '/api/admin/dashboard' },
    expect: staffOnly(200),
  },
  { route: 'GET /api/admin/orders', request: { method: 'GET', url: '/api/admin/orders' }, expect: staffOnly(200) },
  {
    route: 'GET /api/admin/orders/:id',
    request: { method: 'GET', url: '/api/admin/orders/999999999' },
    expect: staffOnly(404),
  },
  {
    route: 'POST /api/admin/orders/:id/payments',
    request: { method: 'POST', url: '/api/admin/orders/999999999/payments', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'POST /api/admin/orders/:id/cancel',
    request: { method: 'POST', url: '/api/admin/orders/999999999/cancel', payload: {} },
    expect: staffOnly(404),
  },
  {
    route: 'POST /api/admin/orders/:id/extend',
    request: { method: 'POST', url: '/api/admin/orders/999999999/extend', payload: {} },
    expect: staffOnly(400),
  },
  { route: 'GET /api/admin/receipts', request: { method: 'GET', url: '/api/admin/receipts' }, expect: staffOnly(200) },
  {
    route: 'POST /api/admin/receipts/:id/approve',
    request: { method: 'POST', url: '/api/admin/receipts/999999999/approve', payload: {} },
    expect: staffOnly(404),
  },
  {
    route: 'POST /api/admin/receipts/:id/reject',
    request: { method: 'POST', url: '/api/admin/receipts/999999999/reject', payload: {} },
    expect: staffOnly(400),
  },
  { route: 'GET /api/admin/audit', request: { method: 'GET', url: '/api/admin/audit' }, expect: staffOnly(200) },
  { route: 'GET /api/admin/cycles', request: { method: 'GET', url: '/api/admin/cycles' }, expect: staffOnly(200) },
  {
    route: 'POST /api/admin/cycles',
    request: { method: 'POST', url: '/api/admin/cycles', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'PUT /api/admin/cycles/:id/events',
    request: { method: 'PUT', url: '/api/admin/cycles/999999999/events', payload: {} },
    expect: staffOnly(404),
  },
  {
    route: 'PUT /api/admin/cycles/:id/current',
    request: { method: 'PUT', url: '/api/admin/cycles/999999999/current' },
    expect: staffOnly(404),
  },
  {
    route: 'GET /api/admin/holidays',
    request: { method: 'GET', url: '/api/admin/holidays?year=2025' },
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/holidays',
    request: { method: 'POST', url: '/api/admin/holidays', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'DELETE /api/admin/holidays/:date',
    request: { method: 'DELETE', url: '/api/admin/holidays/2099-01-05' },
    expect: staffOnly(404),
  },
  {
    route: 'POST /api/admin/products',
    request: { method: 'POST', url: '/api/admin/products', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'PUT /api/admin/products/:id',
    request: { method: 'PUT', url: '/api/admin/products/999999999', payload: {} },
    expect: staffOnly(400),
  },
  { route: 'GET /api/admin/venues', request: { method: 'GET', url: '/api/admin/venues' }, expect: staffOnly(200) },
  {
    route: 'GET /api/admin/postage_methods',
    request: { method: 'GET', url: '/api/admin/postage_methods' },
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/venues',
    request: { method: 'POST', url: '/api/admin/venues', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'PUT /api/admin/venues/:id',
    request: { method: 'PUT', url: '/api/admin/venues/999999999', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'POST /api/admin/venues/:id/sessions',
    request: { method: 'POST', url: '/api/admin/venues/999999999/sessions', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'PUT /api/admin/venue_sessions/:id',
    request: { method: 'PUT', url: '/api/admin/venue_sessions/999999999', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'PUT /api/admin/postage_methods/:code',
    request: { method: 'PUT', url: '/api/admin/postage_methods/post', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'PUT /api/admin/settings/payment',
    request: { method: 'PUT', url: '/api/admin/settings/payment', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'PUT /api/admin/settings/contact',
    request: { method: 'PUT', url: '/api/admin/settings/contact', payload: {} },
    expect: staffOnly(400),
  },
  // The subject teacher's calls (requests refused or answering without a change).
  {
    route: 'GET /api/school/registration',
    request: { method: 'GET', url: '/api/school/registration' },
    expect: teachersOnly(200),
  },
  {
    route: 'PUT /api/school/registration',
    request: { method: 'PUT', url: '/api/school/registration', payload: {} },
    expect: teachersOnly(400),
  },
  { route: 'GET /api/school/batch', request: { method: 'GET', url: '/api/school/batch' }, expect: teachersOnly(200) },
  {
    route: 'POST /api/school/import',
    request: { method: 'POST', url: '/api/school/import', payload: {} },
    expect: teachersOnly(400),
  },
  {
    route: 'POST /api/school/rows',
    request: { method: 'POST', url: '/api/school/rows', payload: {} },
    expect: teachersOnly(400),
  },
  {
    route: 'PUT /api/school/rows/:id',
    request: { method: 'PUT', url: '/api/school/rows/999999999', payload: {} },
    expect: teachersOnly(400),
  },
  {
    route: 'DELETE /api/school/rows/:id',
    request: { method: 'DELETE', url: '/api/school/rows/999999999' },
    expect: teachersOnly(404),
  },
  // The demo teachers' lists are empty: an empty list is not submitted.
  {
    route: 'POST /api/school/submit',
    request: { method: 'POST', url: '/api/school/submit' },
    expect: teachersOnly(409),
  },
  {
    route: 'POST /api/school/slips',
    request: { method: 'POST', url: '/api/school/slips', payload: { row_ids: [999999999] } },
    expect: teachersOnly(404),
  },
  {
    route: 'POST /api/school/rows/:id/password',
    request: { method: 'POST', url: '/api/school/rows/999999999/password' },
    expect: teachersOnly(404),
  },
  // The back office's schools (staff only).
  { route: 'GET /api/admin/schools', request: { method: 'GET', url: '/api/admin/schools' }, expect: staffOnly(200) },
  {
    route: 'GET /api/admin/schools/:id/history',
    request: { method: 'GET', url: '/api/admin/schools/999999999/history' },
    expect: staffOnly(404),
  },
  {
    route: 'POST /api/admin/school_accounts',
    request: { method: 'POST', url: '/api/admin/school_accounts', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'POST /api/admin/school_accounts/:id/password',
    request: { method: 'POST', url: '/api/admin/school_accounts/999999999/password', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'POST /api/admin/school_accounts/:id/disabled',
    request: { method: 'POST', url: '/api/admin/school_accounts/999999999/disabled', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'GET /api/admin/school_candidates',
    request: { method: 'GET', url: '/api/admin/school_candidates' },
    expect: staffOnly(200),
  },
  // The back office's messages and their templates (staff only).
  {
    route: 'GET /api/admin/notifications',
    request: { method: 'GET', url: '/api/admin/notifications?state=failed' },
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/notifications/:id/resend',
    request: { method: 'POST', url: '/api/admin/notifications/999999999/resend' },
    expect: staffOnly(404),
  },
  {
    route: 'GET /api/admin/notification-templates',
    request: { method: 'GET', url: '/api/admin/notification-templates' },
    expect: staffOnly(200),
  },
  {
    route: 'PUT /api/admin/notification-templates/:event/:locale',
    request: { method: 'PUT', url: '/api/admin/notification-templates/order.placed/en', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'DELETE /api/admin/notification-templates/:event/:locale',
    request: { method: 'DELETE', url: '/api/admin/notification-templates/unknown.event/en' },
    expect: staffOnly(400),
  },
  {
    route: 'POST /api/admin/notification-templates/:event/:locale/preview',
    request: {
      method: 'POST',
      url: '/api/admin/notification-templates/order.placed/en/preview',
      payload: { sms_body: '{nobody}' },
    },
    expect: staffOnly(400),
  },
  // The back office's grading (staff only).
  {
    route: 'GET /api/admin/exams',
    request: { method: 'GET', url: '/api/admin/exams?cycle_id=999999999' },
    expect: staffOnly(404),
  },
  {
    route: 'POST /api/admin/exams',
    request: { method: 'POST', url: '/api/admin/exams', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'PUT /api/admin/exams/:id',
    request: { method: 'PUT', url: '/api/admin/exams/999999999', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'PUT /api/admin/exams/:id/archived',
    request: { method: 'PUT', url: '/api/admin/exams/999999999/archived', payload: { archived: true } },
    expect: staffOnly(404),
  },
  {
    route: 'DELETE /api/admin/exams/:id',
    request: { method: 'DELETE', url: '/api/admin/exams/999999999' },
    expect: staffOnly(404),
  },
  {
    route: 'GET /api/admin/exam-papers/:id/questions',
    request: { method: 'GET', url: '/api/admin/exam-papers/999999999/questions' },
    expect: staffOnly(404),
  },
  {
    route: 'PUT /api/admin/exam-papers/:id/questions',
    request: { method: 'PUT', url: '/api/admin/exam-papers/999999999/questions', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'GET /api/admin/exam-papers/:id/guidelines',
    request: { method: 'GET', url: '/api/admin/exam-papers/999999999/guidelines' },
    expect: staffOnly(404),
  },
  {
    route: 'PUT /api/admin/exam-papers/:id/guidelines',
    request: { method: 'PUT', url: '/api/admin/exam-papers/999999999/guidelines', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'GET /api/admin/exam-papers/:id/layout',
    request: { method: 'GET', url: '/api/admin/exam-papers/999999999/layout' },
    expect: staffOnly(404),
  },
  {
    route: 'PUT /api/admin/exam-papers/:id/layout',
    request: { method: 'PUT', url: '/api/admin/exam-papers/999999999/layout', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'PUT /api/admin/exam-papers/:id/pages/:page/image',
    request: { method: 'PUT', url: '/api/admin/exam-papers/999999999/pages/1/image', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'GET /api/admin/exam-papers/:id/pages/:page/image',
    request: { method: 'GET', url: '/api/admin/exam-papers/999999999/pages/1/image' },
    expect: staffOnly(404),
  },
  {
    route: 'GET /api/admin/exam-papers/:id/answer-books',
    request: { method: 'GET', url: '/api/admin/exam-papers/999999999/answer-books' },
    expect: staffOnly(404),
  },
  {
    route: 'GET /api/admin/exam-papers/:id/answer-books.pdf',
    request: { method: 'GET', url: '/api/admin/exam-papers/999999999/answer-books.pdf' },
    expect: staffOnly(404),
  },
  {
    route: 'GET /api/admin/exam-papers/:id/blank-books.pdf',
    request: { method: 'GET', url: '/api/admin/exam-papers/999999999/blank-books.pdf?count=1' },
    expect: staffOnly(404),
  },
  {
    route: 'GET /api/admin/exams/:id/boundaries',
    request: { method: 'GET', url: '/api/admin/exams/999999999/boundaries' },
    expect: staffOnly(404),
  },
  {
    route: 'PUT /api/admin/exams/:id/boundaries',
    request: { method: 'PUT', url: '/api/admin/exams/999999999/boundaries', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'POST /api/admin/exam-papers/:id/marks',
    request: { method: 'POST', url: '/api/admin/exam-papers/999999999/marks', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'POST /api/admin/exams/:id/grading-runs',
    request: { method: 'POST', url: '/api/admin/exams/999999999/grading-runs' },
    expect: staffOnly(404),
  },
  {
    route: 'GET /api/admin/exams/:id/grading-runs',
    request: { method: 'GET', url: '/api/admin/exams/999999999/grading-runs' },
    expect: staffOnly(404),
  },
  {
    route: 'POST /api/admin/exams/:id/publish',
    request: { method: 'POST', url: '/api/admin/exams/999999999/publish', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'GET /api/admin/exams/:id/candidates',
    request: { method: 'GET', url: '/api/admin/exams/999999999/candidates' },
    expect: staffOnly(404),
  },
  {
    route: 'GET /api/admin/exams/:id/item-analysis',
    request: { method: 'GET', url: '/api/admin/exams/999999999/item-analysis' },
    expect: staffOnly(404),
  },
  // The report calls. Ids that name nothing: everyone who passes the policy gets the same 404
  // as for a report not released or not theirs.
  {
    route: 'POST /api/report/get_exam',
    request: { method: 'POST', url: '/api/report/get_exam', ...form({ exam_id: '999999999' }) },
    expect: usersButMarkers(404),
  },
  {
    route: 'POST /api/report/get_exam_by_paper',
    request: { method: 'POST', url: '/api/report/get_exam_by_paper', ...form({ paper_id: '999999999' }) },
    expect: usersButMarkers(404),
  },
  {
    route: 'POST /api/report/get_page_info',
    request: { method: 'POST', url: '/api/report/get_page_info', ...form({ paper_id: '999999999' }) },
    expect: usersButMarkers(404),
  },
  {
    route: 'POST /api/report/get_q_a_by_page',
    request: { method: 'POST', url: '/api/report/get_q_a_by_page', ...form({ paper_id: '999999999', page: '1' }) },
    expect: usersButMarkers(404),
  },
  {
    route: 'POST /api/report/get_guideline',
    request: { method: 'POST', url: '/api/report/get_guideline', ...form({ exam_id: '999999999' }) },
    expect: usersButMarkers(404),
  },
  {
    route: 'POST /api/report/get_candidate_exam_details',
    request: { method: 'POST', url: '/api/report/get_candidate_exam_details', ...form({ paper_id: '999999999' }) },
    expect: usersButMarkers(404),
  },
  {
    route: 'POST /api/report/get_exam_analysis',
    request: { method: 'POST', url: '/api/report/get_exam_analysis', ...form({ exam_id: '999999999' }) },
    expect: usersButMarkers(404),
  },
  {
    route: 'POST /api/report/get_candidate_all_exam_details',
    request: { method: 'POST', url: '/api/report/get_candidate_all_exam_details', ...form({}) },
    expect: { ...candidatesOnly(200), schoolCandidate: 200 },
  },
  {
    route: 'POST /api/report/get_school_exams',
    request: { method: 'POST', url: '/api/report/get_school_exams', ...form({}) },
    expect: teachersOnly(200),
  },
  {
    route: 'POST /api/report/get_school_roster',
    request: { method: 'POST', url: '/api/report/get_school_roster', ...form({ exam_id: '999999999' }) },
    expect: teachersOnly(404),
  },
  {
    route: 'POST /api/report/get_school_analysis',
    request: { method: 'POST', url: '/api/report/get_school_analysis', ...form({ exam_id: '999999999' }) },
    expect: teachersOnly(404),
  },
  {
    route: 'GET /api/report/page_image/:id',
    request: { method: 'GET', url: '/api/report/page_image/999999999?kind=scan' },
    expect: usersButMarkers(404),
  },
  {
    route: 'GET /api/report/blank_page/:id',
    request: { method: 'GET', url: '/api/report/blank_page/999999999' },
    expect: usersButMarkers(404),
  },
  {
    route: 'GET /api/export/scores',
    request: { method: 'GET', url: '/api/export/scores?access_token=x&exam_id=999999999' },
    expect: usersButMarkers(404),
  },
  {
    route: 'GET /api/export/school_pack',
    request: { method: 'GET', url: '/api/export/school_pack?access_token=x&exam_id=999999999&part=list' },
    expect: teachersOnly(404),
  },
  {
    route: 'POST /api/admin/exam-papers/:id/scans',
    request: { method: 'POST', url: '/api/admin/exam-papers/999999999/scans' },
    expect: staffOnly(404),
  },
  {
    route: 'POST /api/admin/scan_uploads',
    request: {
      method: 'POST',
      url: '/api/admin/scan_uploads',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
    },
    expect: staffOnly(400),
  },
  {
    route: 'HEAD /api/admin/scan_uploads/:id',
    request: { method: 'HEAD', url: '/api/admin/scan_uploads/nosuch', headers: { 'tus-resumable': '1.0.0' } },
    expect: staffOnly(404),
  },
  {
    route: 'PATCH /api/admin/scan_uploads/:id',
    request: {
      method: 'PATCH',
      url: '/api/admin/scan_uploads/nosuch',
      headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: 'x',
    },
    expect: staffOnly(404),
  },
  {
    route: 'DELETE /api/admin/scan_uploads/:id',
    request: { method: 'DELETE', url: '/api/admin/scan_uploads/nosuch', headers: { 'tus-resumable': '1.0.0' } },
    expect: staffOnly(404),
  },
  {
    route: 'GET /api/admin/exam-papers/:id/scan-uploads',
    request: { method: 'GET', url: '/api/admin/exam-papers/999999999/scan-uploads' },
    expect: staffOnly(404),
  },
  {
    route: 'GET /api/admin/exam-papers/:id/scan-exceptions',
    request: { method: 'GET', url: '/api/admin/exam-papers/999999999/scan-exceptions' },
    expect: staffOnly(404),
  },
  {
    route: 'GET /api/admin/exam-papers/:id/scan-completeness',
    request: { method: 'GET', url: '/api/admin/exam-papers/999999999/scan-completeness' },
    expect: staffOnly(404),
  },
  {
    route: 'GET /api/admin/scan-exceptions/:id/image',
    request: { method: 'GET', url: '/api/admin/scan-exceptions/999999999/image' },
    expect: staffOnly(404),
  },
  {
    route: 'POST /api/admin/scan-exceptions/:id/assign',
    request: {
      method: 'POST',
      url: '/api/admin/scan-exceptions/999999999/assign',
      payload: { candidate_no: 'AB123456', page: 1 },
    },
    expect: staffOnly(404),
  },
  {
    route: 'POST /api/admin/scan-exceptions/:id/discard',
    request: { method: 'POST', url: '/api/admin/scan-exceptions/999999999/discard' },
    expect: staffOnly(404),
  },
  {
    route: 'GET /api/marking/tasks/:id/pages/:page/image',
    request: { method: 'GET', url: '/api/marking/tasks/999999999/pages/1/image' },
    expect: staffAndMarkers(404),
  },
  {
    route: 'GET /api/marking/references/:id/pages/:page/image',
    request: { method: 'GET', url: '/api/marking/references/999999999/pages/1/image' },
    expect: staffAndMarkers(404),
  },
  {
    route: 'GET /api/marking/questions/:id/scripts/:code/pages/:page/image',
    request: { method: 'GET', url: '/api/marking/questions/999999999/scripts/NONE/pages/1/image' },
    expect: staffAndMarkers(404),
  },
  // On-screen marking, staff: markers, assignments, opening a paper.
  { route: 'GET /api/admin/markers', request: { method: 'GET', url: '/api/admin/markers' }, expect: staffOnly(200) },
  {
    route: 'POST /api/admin/markers',
    request: { method: 'POST', url: '/api/admin/markers', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'PATCH /api/admin/markers/:id',
    request: { method: 'PATCH', url: '/api/admin/markers/999999999', payload: {} },
    expect: staffOnly(404),
  },
  {
    route: 'GET /api/admin/exam-papers/:id/marking/assignments',
    request: { method: 'GET', url: '/api/admin/exam-papers/999999999/marking/assignments' },
    expect: staffOnly(404),
  },
  {
    route: 'POST /api/admin/exam-papers/:id/marking/assignments',
    request: { method: 'POST', url: '/api/admin/exam-papers/999999999/marking/assignments', payload: {} },
    expect: staffOnly(400),
  },
  {
    route: 'DELETE /api/admin/marking/assignments/:id',
    request: { method: 'DELETE', url: '/api/admin/marking/assignments/999999999' },
    expect: staffOnly(404),
  },
  {
    route: 'POST /api/admin/exam-papers/:id/marking/open',
    request: { method: 'POST', url: '/api/admin/exam-papers/999999999/marking/open' },
    expect: staffOnly(404),
  },
  // On-screen marking, a question's chief and staff: no such question, reference, flag or assignment.
  {
    route: 'GET /api/marking/questions/:id/settings',
    request: { method: 'GET', url: '/api/marking/questions/999999999/settings' },
    expect: staffAndMarkers(404),
  },
  {
    route: 'PUT /api/marking/questions/:id/settings',
    request: {
      method: 'PUT',
      url: '/api/marking/questions/999999999/settings',
      payload: {
        step: 1,
        tolerance: 1,
        qualify_min: 3,
        seed_every: 10,
        seed_fail_limit: 2,
        double_share: 0,
        final_rule: 'mean',
        open: false,
      },
    },
    expect: staffAndMarkers(404),
  },
  {
    route: 'GET /api/marking/questions/:id/references',
    request: { method: 'GET', url: '/api/marking/questions/999999999/references' },
    expect: staffAndMarkers(404),
  },
  {
    route: 'POST /api/marking/questions/:id/references',
    request: {
      method: 'POST',
      url: '/api/marking/questions/999999999/references',
      payload: { script_code: 'SNONE', purpose: 'practice', definitive_score: 1 },
    },
    expect: staffAndMarkers(404),
  },
  {
    route: 'DELETE /api/marking/references/:id',
    request: { method: 'DELETE', url: '/api/marking/references/999999999' },
    expect: staffAndMarkers(404),
  },
  {
    route: 'GET /api/marking/questions/:id/candidates',
    request: { method: 'GET', url: '/api/marking/questions/999999999/candidates' },
    expect: staffAndMarkers(404),
  },
  {
    route: 'GET /api/marking/questions/:id/flags',
    request: { method: 'GET', url: '/api/marking/questions/999999999/flags' },
    expect: staffAndMarkers(404),
  },
  {
    route: 'POST /api/marking/flags/:id/resolve',
    request: { method: 'POST', url: '/api/marking/flags/999999999/resolve', payload: {} },
    expect: staffAndMarkers(404),
  },
  {
    route: 'GET /api/marking/papers/:id/progress',
    request: { method: 'GET', url: '/api/marking/papers/999999999/progress' },
    expect: staffAndMarkers(404),
  },
  {
    route: 'POST /api/marking/assignments/:id/pause',
    request: { method: 'POST', url: '/api/marking/assignments/999999999/pause' },
    expect: staffAndMarkers(404),
  },
  {
    route: 'POST /api/marking/assignments/:id/resume',
    request: { method: 'POST', url: '/api/marking/assignments/999999999/resume' },
    expect: staffAndMarkers(404),
  },
  {
    route: 'POST /api/marking/assignments/:id/send-back',
    request: { method: 'POST', url: '/api/marking/assignments/999999999/send-back', payload: {} },
    expect: staffAndMarkers(404),
  },
  // The marker's calls: a question they are not assigned is refused; a task not theirs is not found.
  {
    route: 'GET /api/marking/assignments',
    request: { method: 'GET', url: '/api/marking/assignments' },
    expect: markersOnly(200),
  },
  {
    route: 'POST /api/marking/questions/:id/claim',
    request: { method: 'POST', url: '/api/marking/questions/999999999/claim' },
    expect: markersOnly(403),
  },
  {
    route: 'GET /api/marking/questions/:id/recent',
    request: { method: 'GET', url: '/api/marking/questions/999999999/recent' },
    expect: markersOnly(403),
  },
  {
    route: 'GET /api/marking/tasks/:id',
    request: { method: 'GET', url: '/api/marking/tasks/999999999' },
    expect: markersOnly(404),
  },
  {
    route: 'POST /api/marking/tasks/:id/lease',
    request: { method: 'POST', url: '/api/marking/tasks/999999999/lease' },
    expect: markersOnly(404),
  },
  {
    route: 'DELETE /api/marking/tasks/:id/lease',
    request: { method: 'DELETE', url: '/api/marking/tasks/999999999/lease' },
    expect: markersOnly(404),
  },
  {
    route: 'PUT /api/marking/tasks/:id/mark',
    request: {
      method: 'PUT',
      url: '/api/marking/tasks/999999999/mark',
      payload: { score: 1 },
      headers: { 'idempotency-key': 'matrix' },
    },
    expect: markersOnly(404),
  },
  {
    route: 'POST /api/marking/tasks/:id/flag',
    request: { method: 'POST', url: '/api/marking/tasks/999999999/flag', payload: { reason: 'blank' } },
    expect: markersOnly(404),
  },
  // A reader's own messages and reminder switches: candidates (school candidates with an account too) and
  // teachers; staff and markers read messages in the back office.
  {
    route: 'GET /api/account/notifications',
    request: { method: 'GET', url: '/api/account/notifications' },
    expect: { ...teachersOnly(200), candidate: 200, candidate2: 200, schoolCandidate: 200 },
  },
  {
    route: 'GET /api/account/notification-preferences',
    request: { method: 'GET', url: '/api/account/notification-preferences' },
    expect: { ...teachersOnly(200), candidate: 200, candidate2: 200, schoolCandidate: 200 },
  },
  {
    route: 'PUT /api/account/notification-preferences',
    request: { method: 'PUT', url: '/api/account/notification-preferences', payload: {} },
    expect: { ...teachersOnly(400), candidate: 400, candidate2: 400, schoolCandidate: 400 },
  },
  // Logout last: it ends the sessions used above.
  { route: 'GET /api/user/logout', request: { method: 'GET', url: '/api/user/logout' }, expect: all(200) },
];

for (const kind of dbKinds()) {
  describe(`role-by-route matrix on ${kind}`, () => {
    let t: TestApp;
    const tokens = new Map<Who, string>();
    before(async () => {
      t = await startTestApp(kind);
      tokens.set(
        'candidate',
        await login(t.app, DEMO.candidate.realm, DEMO.candidate.username, DEMO.candidate.password),
      );
      tokens.set(
        'candidate2',
        await login(t.app, DEMO.candidate2.realm, DEMO.candidate2.username, DEMO.candidate2.password),
      );
      tokens.set('school', await login(t.app, DEMO.school.realm, DEMO.school.username, DEMO.school.password));
      tokens.set('school2', await login(t.app, DEMO.school2.realm, DEMO.school2.username, DEMO.school2.password));
      tokens.set(
        'schoolCandidate',
        await login(t.app, DEMO.schoolCandidate.realm, DEMO.schoolCandidate.username, DEMO.schoolCandidate.password),
      );
      tokens.set('staff', await login(t.app, DEMO.admin.realm, DEMO.admin.username, DEMO.admin.password));
      tokens.set('marker', await login(t.app, DEMO.marker.realm, DEMO.marker.username, DEMO.marker.password));
    });
    after(() => t.close());

    it('has a row for every registered /api route', () => {
      const covered = new Set(MATRIX.map((row) => row.route));
      const routes = t.app.routeAccess
        .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
        .map((r) => `${r.method} ${r.url}`);
      assert.deepEqual(
        routes.filter((r) => !covered.has(r)),
        [],
        'routes missing from the matrix',
      );
    });

    it('answers every role as the matrix says', async () => {
      const mismatches: string[] = [];
      for (const row of MATRIX) {
        for (const who of ROLES) {
          const token = tokens.get(who);
          const response = await t.app.inject({
            ...row.request,
            headers: { ...(row.request.headers ?? {}), ...(token ? bearer(token) : {}) },
          } as InjectOptions);
          if (response.statusCode !== row.expect[who]) {
            mismatches.push(`${row.route} as ${who}: ${response.statusCode}, expected ${row.expect[who]}`);
          }
        }
      }
      assert.deepEqual(mismatches, []);
    });
  });
}

describe('ownership of candidate data', () => {
  const session = (over: Partial<AuthContext>): AuthContext => ({
    sessionId: 1,
    expiresAt: new Date(),
    realm: 'candidate-realm',
    role: 'candidate',
    userId: 1,
    candidateId: null,
    schoolId: null,
    subjectCode: null,
    ...over,
  });
  const individual = { candidateId: 10, schoolId: null, subjectCode: null };
  const pupil = { candidateId: 20, schoolId: 5, subjectCode: 'chi' };

  it('a candidate reads only their own', () => {
    assert.equal(canReadCandidateData(session({ candidateId: 10 }), individual), true);
    assert.equal(canReadCandidateData(session({ candidateId: 11 }), individual), false);
    assert.equal(
      canReadCandidateData(session({ role: 'school_candidate', candidateId: 20, schoolId: 5 }), pupil),
      true,
    );
    assert.equal(
      canReadCandidateData(session({ role: 'school_candidate', candidateId: 21, schoolId: 5 }), pupil),
      false,
    );
  });

  it('a teacher reads their own school and subject only; staff read all; visitors nothing', () => {
    const teacher = (schoolId: number, subjectCode: string) => session({ role: 'school', schoolId, subjectCode });
    assert.equal(canReadCandidateData(teacher(5, 'chi'), pupil), true);
    assert.equal(canReadCandidateData(teacher(6, 'chi'), pupil), false);
    assert.equal(canReadCandidateData(teacher(5, 'eng'), pupil), false);
    assert.equal(canReadCandidateData(teacher(5, 'chi'), individual), false);
    assert.equal(canReadCandidateData(session({ role: 'staff' }), individual), true);
    assert.equal(canReadCandidateData(null, individual), false);
  });
});
