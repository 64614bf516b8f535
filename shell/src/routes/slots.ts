// Every route of the spec that a remote owns, with who may open it. The shell mounts each one
// under the locale prefix; the remote only supplies the page component for the pattern.
import type { RemoteName } from '../remotes/registry';
import type { Access } from './access';

export interface RemoteSlot {
  path: string;
  remote: RemoteName;
  access: Access;
}

export const remoteSlots: RemoteSlot[] = [
  { path: 'enrolment', remote: 'mf-enrolment', access: 'public' },
  { path: 'enrolment_confirm', remote: 'mf-enrolment', access: 'candidate' },
  { path: 'order-history', remote: 'mf-enrolment', access: 'candidate' },
  { path: 'enrolment-history', remote: 'mf-enrolment', access: 'candidate' },

  { path: 'fps_payment/:id', remote: 'mf-payment', access: 'candidate' },
  { path: 'fps_payment_success/:id', remote: 'mf-payment', access: 'candidate' },
  { path: 'csh_payment/:id', remote: 'mf-payment', access: 'candidate' },
  { path: 'upload_receipt_success/:id', remote: 'mf-payment', access: 'candidate' },
  { path: 'admission-ticket', remote: 'mf-payment', access: 'candidate' },

  { path: 'school/home', remote: 'mf-school', access: 'school' },

  { path: 'exam-result-list', remote: 'mf-report', access: 'candidate' },
  { path: 'exam-report/m/:id', remote: 'mf-report', access: 'candidate' },
  { path: 'exam-report/d/:id', remote: 'mf-report', access: 'school' },
  { path: 'school/report', remote: 'mf-report', access: 'school' },
  { path: 'school/school-analysis/:id', remote: 'mf-report', access: 'school' },
  { path: 'school/school-report/:id', remote: 'mf-report', access: 'school' },

  { path: 'admin/login', remote: 'mf-admin', access: 'staff-guest' },
  { path: 'admin/home', remote: 'mf-admin', access: 'staff' },
];

/** Older names of the same pages (spec section 2 gives both). */
export const routeAliases: Record<string, string> = {
  'individual-login': 'login',
  'individual-enrolment': 'enrolment',
  'candidate-register': 'register',
};
