// Products of a cycle with their papers. With a candidate: `enrolled` marks subjects they already hold a live
// order for (they cannot order them again), and `enrolment_state` says whether that order is paid or still unpaid.
import { centsToHkd, type Product } from '@mockexam/contracts';
import type { Queryable } from '../../db';

interface ProductRow {
  id: number;
  code: string;
  subject_code: 'chi';
  subject_name_zh: string;
  subject_name_en: string;
  name_zh: string;
  name_en: string;
  price_cents: number;
  exam_date: string | null;
  held_order_no: string | null;
  held_payment_method: Product['enrolment_payment_method'];
  held_paid: boolean | null;
}

interface PaperRow {
  id: number;
  product_id: number;
  paper_no: number;
  name_zh: string;
  name_en: string;
  weight_percent: number;
}

export async function listProducts(q: Queryable, cycleId: number, candidateId: number | null): Promise<Product[]> {
  const { rows } = await q.query<ProductRow>(
    `select p.id, p.code, p.subject_code, s.name_zh as subject_name_zh, s.name_en as subject_name_en,
            p.name_zh, p.name_en, p.price_cents, p.exam_date,
            held.enrollment_no as held_order_no, held.payment_method as held_payment_method, held.paid as held_paid
       from products p join subjects s on s.code = p.subject_code
       -- The live order holding the subject, a paid one first (paid: confirmed, or the money is in).
       left join lateral (
         select o.enrollment_no, o.payment_method,
                (o.status = 'confirmed' or o.payment_status in ('PAID', 'OVRP')) as paid
           from order_items i join orders o on o.id = i.order_id
          where i.product_id = p.id and o.candidate_id = $2
            and o.status in ('pending', 'awaiting_approval', 'confirmed')
          order by (o.status = 'confirmed' or o.payment_status in ('PAID', 'OVRP')) desc, o.created_at desc
          limit 1
       ) held on true
      where p.cycle_id = $1 and p.active
      order by p.sort_order, s.sort_order`,
    [cycleId, candidateId],
  );
  const papers = await q.query<PaperRow>(
    `select pa.id, pa.product_id, pa.paper_no, pa.name_zh, pa.name_en, pa.weight_percent
       from papers pa join products p on p.id = pa.product_id
      where p.cycle_id = $1 order by pa.product_id, pa.paper_no`,
    [cycleId],
  );
  return rows.map((row) => ({
    product_id: row.code,
    subject: { code: row.subject_code, name_zh: row.subject_name_zh, name_en: row.subject_name_en },
    name_zh: row.name_zh,
    name_en: row.name_en,
    price: centsToHkd(row.price_cents),
    price_cents: row.price_cents,
    exam_date: row.exam_date,
    enrolled: row.held_order_no !== null,
    enrolment_state: row.held_order_no === null ? null : row.held_paid ? 'paid' : 'unpaid_order',
    enrolment_order_no: row.held_order_no,
    enrolment_payment_method: row.held_payment_method,
    papers: papers.rows
      .filter((paper) => paper.product_id === row.id)
      .map((paper) => ({
        paper_id: paper.id,
        paper_no: paper.paper_no,
        name_zh: paper.name_zh,
        name_en: paper.name_en,
        weight_percent: paper.weight_percent,
      })),
  }));
}
