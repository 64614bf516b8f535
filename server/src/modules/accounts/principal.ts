// Who a session acts for: the role and the ids the policy layer checks ownership with.
import type { Locale, Realm, Role } from '@mockexam/contracts';

export interface Principal {
  role: Role;
  realm: Realm;
  userId: number | null;
  candidateId: number | null;
  schoolId: number | null;
  /** Subject of a school subject account (teachers see only their subject's lists). */
  subjectCode: string | null;
}

export interface AuthContext extends Principal {
  sessionId: number;
  expiresAt: Date;
  /** The user's language as last stored (kept in step by followLocale); undefined when not read. */
  locale?: Locale | null;
}
