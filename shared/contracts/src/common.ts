// Small building blocks reused by the domain schemas. Zod only: browsers import this.
import { z } from 'zod';
import { HK_MOBILE_REGEX, normaliseHkMobile } from './values';

// Browsers: the site's Content-Security-Policy forbids eval, so zod's probe for its compiled parsers
// (`new Function`) would only be refused and reported as a CSP violation. The server keeps them.
if ('document' in globalThis) z.config({ jitless: true });

export {
  CANDIDATE_NO_REGEX,
  formatCandidateNo,
  HK_MOBILE_REGEX,
  isHkMobile,
  normaliseCandidateNo,
  normaliseHkMobile,
} from './values';

/** A required HK mobile number; the parsed value is the bare 8 digits. */
export const HkMobileSchema = z
  .string({ error: 'PHONE_REQUIRED' })
  .trim()
  .min(1, { error: 'PHONE_REQUIRED' })
  .transform(normaliseHkMobile)
  .pipe(z.string().regex(HK_MOBILE_REGEX, { error: 'PHONE_INVALID' }));

/** ISO 8601 instant, e.g. '2024-10-23T15:59:59.000Z'. Deadlines are Hong Kong time; clients format them so. */
export const IsoDateTime = z.iso.datetime({ offset: true });
/** A calendar date in Hong Kong, 'YYYY-MM-DD'. */
export const IsoDate = z.iso.date();

/** Money: integer HKD cents is the truth; `price`-style fields in HKD dollars are derived for display. */
export const Cents = z.number().int().nonnegative();

/** The most any one amount, price or fee may be: HK$1,000,000 (and well inside a 32-bit column). */
export const MAX_AMOUNT_CENTS = 100_000_000;
/** Money that arrives from a client or the bank and makes no sense at zero (a payment). */
export const AmountCents = z
  .number({ error: 'AMOUNT_RANGE' })
  .int({ error: 'AMOUNT_RANGE' })
  .min(1, { error: 'AMOUNT_RANGE' })
  .max(MAX_AMOUNT_CENTS, { error: 'AMOUNT_RANGE' });
/** Money that may be zero (a price or a postage fee). */
export const PriceCents = z
  .number({ error: 'PRICE_RANGE' })
  .int({ error: 'PRICE_RANGE' })
  .min(0, { error: 'PRICE_RANGE' })
  .max(MAX_AMOUNT_CENTS, { error: 'PRICE_RANGE' });
/** Seats of a venue session. */
export const MAX_CAPACITY = 10_000;
export const Capacity = z
  .number({ error: 'CAPACITY_RANGE' })
  .int({ error: 'CAPACITY_RANGE' })
  .min(0, { error: 'CAPACITY_RANGE' })
  .max(MAX_CAPACITY, { error: 'CAPACITY_RANGE' });

/** Instants a client may set (deadlines, sessions, events): years 2000 to 2100, nothing a column or a formatter chokes on. */
export const BoundedDateTime = IsoDateTime.refine(
  (value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 2000 && year <= 2100;
  },
  { error: 'DATE_OUT_OF_RANGE' },
);
/** A calendar date a client may set, years 2000 to 2100. */
export const BoundedDate = IsoDate.refine(
  (value) => {
    const year = Number(value.slice(0, 4));
    return year >= 2000 && year <= 2100;
  },
  { error: 'DATE_OUT_OF_RANGE' },
);

/**
 * Form-encoded bodies carry every value as a string. Accepts real booleans (JSON)
 * and the usual form spellings, so one schema serves both encodings.
 */
export const FormBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on' || v === 'yes');

/** Positive integer ids, also when they arrive as form strings. */
export const IdParam = z.coerce.number().int().positive();

export const SubjectCode = z.enum(['chi', 'csd', 'hist', 'eng']);
export type SubjectCode = z.infer<typeof SubjectCode>;

export const NamedText = z.object({ name_zh: z.string(), name_en: z.string() });

export const LanguageVersion = z.enum(['zh', 'en']);
export type LanguageVersion = z.infer<typeof LanguageVersion>;

export const SuccessResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof SuccessResponse>;
