// Accounts, sessions and phone verification: spec sections 3, 5 and 7.
import { z } from 'zod';
import { FormBoolean, HkMobileSchema, IsoDateTime, LanguageVersion, normaliseCandidateNo, SubjectCode } from './common';

/**
 * Login realms.
 * - candidate-realm: individual candidates; the username is their HK mobile number.
 * - school-realm: school subject accounts (teachers) and school-candidate accounts issued by teachers.
 * - staff-realm: the publisher's back-office staff.
 */
export const Realm = z.enum(['candidate-realm', 'school-realm', 'staff-realm'], { error: 'LOGIN_REALM_INVALID' });
export type Realm = z.infer<typeof Realm>;

/** What a session is, derived from its profile. */
export const Role = z.enum(['candidate', 'school', 'school_candidate', 'staff', 'marker']);
export type Role = z.infer<typeof Role>;

/** Who may call a route: a role, any logged-in user ('user'), or anyone ('public'). */
export const Access = z.enum(['public', 'user', 'candidate', 'school', 'school_candidate', 'staff', 'marker']);
export type Access = z.infer<typeof Access>;

/** A non-empty check that does not alter the value: passwords keep their spaces. */
const notBlank = (key: string) => z.string({ error: key }).refine((v) => v.trim().length > 0, { error: key });

// --- login ---------------------------------------------------------------------

/** POST /api/user/login, form-encoded. */
export const LoginRequest = z.object({
  realm: Realm,
  username: z.string({ error: 'LOGIN_USERNAME_REQUIRED' }).trim().min(1, { error: 'LOGIN_USERNAME_REQUIRED' }),
  password: notBlank('LOGIN_PASSWORD_REQUIRED'),
  /** Longer session when true (the default, as in the spec's login form). */
  persist: FormBoolean.optional().default(true),
});
export type LoginRequest = z.input<typeof LoginRequest>;

/** POST /api/user/login_by_candidate, form-encoded: candidate number plus name. */
export const LoginByCandidateRequest = z.object({
  candidate: z
    .string({ error: 'LOGIN_CANDIDATE_NO_REQUIRED' })
    .trim()
    .min(1, { error: 'LOGIN_CANDIDATE_NO_REQUIRED' })
    .transform(normaliseCandidateNo),
  name: z.string({ error: 'LOGIN_CANDIDATE_NAME_REQUIRED' }).trim().min(1, { error: 'LOGIN_CANDIDATE_NAME_REQUIRED' }),
});
export type LoginByCandidateRequest = z.input<typeof LoginByCandidateRequest>;

// --- profile -------------------------------------------------------------------

export const ProfileSchool = z.object({
  school_id: z.number().int(),
  code: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  /** The subject of a teacher's subject account; null for school candidates. */
  subject: z.object({ code: SubjectCode, name_zh: z.string(), name_en: z.string() }).nullable(),
});
export type ProfileSchool = z.infer<typeof ProfileSchool>;

export const ProfileCandidate = z.object({
  candidate_no: z.string(),
  name: z.string(),
  class: z.string().nullable(),
  student_no: z.string().nullable(),
  language_version: LanguageVersion.nullable(),
  /** Mobile number of individual candidates; null for school candidates. */
  phone: z.string().nullable(),
});
export type ProfileCandidate = z.infer<typeof ProfileCandidate>;

export const ProfileStaff = z.object({ username: z.string(), role: z.enum(['admin']) });

/**
 * The profile of a session. Per the spec: a `school` key means a school user, a
 * `candidate` key a candidate, both a school candidate; `staff` marks back-office users.
 */
export const Profile = z.object({
  display_name: z.string(),
  realm: Realm,
  role: Role,
  school: ProfileSchool.optional(),
  candidate: ProfileCandidate.optional(),
  staff: ProfileStaff.optional(),
});
export type Profile = z.infer<typeof Profile>;

/** Answer of both login calls. */
export const LoginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: IsoDateTime,
  profile: Profile,
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** GET /api/user/session/resume answers the bare profile. */
export const ResumeResponse = Profile;
export type ResumeResponse = Profile;

export const LogoutResponse = z.object({ success: z.literal(true) });
export type LogoutResponse = z.infer<typeof LogoutResponse>;

// --- SMS one-time codes (JSON) ------------------------------------------------

export const SmsPurpose = z.enum(['register', 'reset'], { error: 'SMS_PURPOSE_INVALID' });
export type SmsPurpose = z.infer<typeof SmsPurpose>;

export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_TTL_SECONDS = 300;

/** POST /api/sms/send */
export const SmsSendRequest = z.object({ phone: HkMobileSchema, purpose: SmsPurpose });
export type SmsSendRequest = z.input<typeof SmsSendRequest>;
export const SmsSendResponse = z.object({
  success: z.literal(true),
  resend_after_seconds: z.number().int(),
  expires_in_seconds: z.number().int(),
});
export type SmsSendResponse = z.infer<typeof SmsSendResponse>;

export const SmsCode = z
  .string({ error: 'SMS_CODE_REQUIRED' })
  .trim()
  .min(1, { error: 'SMS_CODE_REQUIRED' })
  .regex(/^\d{6}$/, { error: 'SMS_CODE_FORMAT' });

/** POST /api/sms/verify */
export const SmsVerifyRequest = z.object({ phone: HkMobileSchema, code: SmsCode, purpose: SmsPurpose });
export type SmsVerifyRequest = z.input<typeof SmsVerifyRequest>;
export const SmsVerifyResponse = z.object({ verification_token: z.string(), expires_at: IsoDateTime });
export type SmsVerifyResponse = z.infer<typeof SmsVerifyResponse>;

/** GET /api/dev/sms-outbox?phone= (console provider only), newest first. */
export const SmsOutboxQuery = z.object({ phone: HkMobileSchema.optional() });
export const SmsOutboxResponse = z.array(
  z.object({ phone: z.string(), purpose: SmsPurpose, code: z.string(), text: z.string(), sent_at: IsoDateTime }),
);
export type SmsOutboxResponse = z.infer<typeof SmsOutboxResponse>;

// --- registration (JSON) -------------------------------------------------------

export const PersonName = z
  .string({ error: 'NAME_REQUIRED' })
  .trim()
  .min(1, { error: 'NAME_REQUIRED' })
  .max(30, { error: 'NAME_TOO_LONG' });

export const Email = z
  .string({ error: 'EMAIL_REQUIRED' })
  .trim()
  .min(1, { error: 'EMAIL_REQUIRED' })
  .pipe(z.email({ error: 'EMAIL_INVALID' }).max(254, { error: 'EMAIL_INVALID' }));

/** 6 to 30 characters of any kind (spec section 9). */
export const NewPassword = (requiredKey: 'PASSWORD_REQUIRED' | 'NEW_PASSWORD_REQUIRED') =>
  z
    .string({ error: requiredKey })
    .min(1, { error: requiredKey })
    .min(6, { error: 'PASSWORD_LENGTH' })
    .max(30, { error: 'PASSWORD_LENGTH' });

const VerificationToken = z.string({ error: 'PHONE_VERIFY_FIRST' }).min(1, { error: 'PHONE_VERIFY_FIRST' });

/** POST /api/user/register */
export const RegisterRequest = z.object({
  name: PersonName,
  phone: HkMobileSchema,
  verification_token: VerificationToken,
  password: NewPassword('PASSWORD_REQUIRED'),
  email: Email,
  agree_terms: z.boolean({ error: 'TERMS_REQUIRED' }).refine((v) => v, { error: 'TERMS_REQUIRED' }),
  marketing_consent: z.boolean().optional().default(false),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;
export const RegisterResponse = z.object({ success: z.literal(true), username: z.string() });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** The register page's whole form, with confirmations, for client-side checks. */
export const RegisterForm = z
  .object({
    name: PersonName,
    phone: HkMobileSchema,
    verification_token: VerificationToken,
    password: NewPassword('PASSWORD_REQUIRED'),
    password_confirm: z.string({ error: 'PASSWORD_CONFIRM_REQUIRED' }).min(1, { error: 'PASSWORD_CONFIRM_REQUIRED' }),
    email: Email,
    email_confirm: z.string({ error: 'EMAIL_CONFIRM_REQUIRED' }).trim().min(1, { error: 'EMAIL_CONFIRM_REQUIRED' }),
    agree_terms: z.boolean({ error: 'TERMS_REQUIRED' }).refine((v) => v, { error: 'TERMS_REQUIRED' }),
    marketing_consent: z.boolean().optional().default(false),
  })
  .superRefine((form, ctx) => {
    if (form.password_confirm && form.password !== form.password_confirm) {
      ctx.addIssue({ code: 'custom', path: ['password_confirm'], message: 'PASSWORD_MISMATCH' });
    }
    if (form.email_confirm && form.email.toLowerCase() !== form.email_confirm.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['email_confirm'], message: 'EMAIL_MISMATCH' });
    }
  });

// --- password change and reset (JSON) ----------------------------------------------

/** POST /api/user/password/change (bearer) */
export const PasswordChangeRequest = z.object({
  old_password: z.string({ error: 'OLD_PASSWORD_REQUIRED' }).min(1, { error: 'OLD_PASSWORD_REQUIRED' }),
  new_password: NewPassword('NEW_PASSWORD_REQUIRED'),
});
export type PasswordChangeRequest = z.input<typeof PasswordChangeRequest>;

/** The change-password screen: old, new, confirm new. */
export const PasswordChangeForm = PasswordChangeRequest.extend({
  new_password_confirm: z
    .string({ error: 'NEW_PASSWORD_CONFIRM_REQUIRED' })
    .min(1, { error: 'NEW_PASSWORD_CONFIRM_REQUIRED' }),
}).superRefine((form, ctx) => {
  if (form.new_password_confirm && form.new_password !== form.new_password_confirm) {
    ctx.addIssue({ code: 'custom', path: ['new_password_confirm'], message: 'NEW_PASSWORD_MISMATCH' });
  }
});

/** POST /api/user/password/reset */
export const PasswordResetRequest = z.object({
  phone: HkMobileSchema,
  verification_token: VerificationToken,
  new_password: NewPassword('NEW_PASSWORD_REQUIRED'),
});
export type PasswordResetRequest = z.input<typeof PasswordResetRequest>;
