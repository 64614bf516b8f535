// GET /api/products: the current cycle's products. Fees are per subject (spec section 1).
import { z } from 'zod';
import { Cents, IsoDate, SubjectCode } from './common';

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
});
export type Product = z.infer<typeof Product>;

export const ProductsResponse = z.array(Product);
export type ProductsResponse = z.infer<typeof ProductsResponse>;

/** HKD cents to dollars for display (12345 -> 123.45). */
export function centsToHkd(cents: number): number {
  return Math.round(cents) / 100;
}
