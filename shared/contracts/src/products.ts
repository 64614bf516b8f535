// GET /api/products: the current cycle's products. Fees are per subject (spec section 1).
import { z } from 'zod';
import { Cents, IsoDate, SubjectCode } from './common';
import { PaymentMethod } from './payment';

/** Where a candidate stands with a subject on offer. */
export const EnrolmentState = z.enum(['paid', 'unpaid_order']);
export type EnrolmentState = z.infer<typeof EnrolmentState>;

export const Subject = z.object({ code: SubjectCode, name_zh: z.string(), name_en: z.string() });
export type Subject = z.infer<typeof Subject>;

export const Paper = z.object({
  paper_id: z.number().int(),
  paper_no: z.number().int(),
  name_zh: z.string(),
  name_en: z.string(),
  /** Share of the subject's total score, in percent. */
  weight_percent: z.number(),
});
export type Paper = z.infer<typeof Paper>;

export const Product = z.object({
  product_id: z.string(),
  subject: Subject,
  name_zh: z.string(),
  name_en: z.string(),
  /** HKD, for display; price_cents is the exact amount. */
  price: z.number(),
  price_cents: Cents,
  exam_date: IsoDate.nullable(),
  papers: z.array(Paper),
  /** Only meaningful with a candidate token: the candidate already holds a live order for it. */
  enrolled: z.boolean(),
  /**
   * With a candidate's token: 'paid' when a paid order holds the subject (the candidate is enrolled),
   * 'unpaid_order' when only an order still waiting for payment or approval does; null otherwise.
   */
  enrolment_state: EnrolmentState.nullable(),
  /** The order holding the subject (its enrolment number) when enrolment_state is set. */
  enrolment_order_no: z.string().nullable(),
  /** That order's payment method, for the link that pays it. */
  enrolment_payment_method: PaymentMethod.nullable(),
});
export type Product = z.infer<typeof Product>;

export const ProductsResponse = z.array(Product);
export type ProductsResponse = z.infer<typeof ProductsResponse>;

/** HKD cents to dollars for display (12345 -> 123.45). */
export function centsToHkd(cents: number): number {
  return Math.round(cents) / 100;
}
