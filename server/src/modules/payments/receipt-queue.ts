// The receipts queue staff work through, oldest first.
import type { Queryable } from '../../db';

export async function receiptsQueue(q: Queryable, query: { status: string; limit: number }) {
  const { rows } = await q.query<{
    receipt_id: number;
    enrollment_no: string;
    candidate_name: string;
    total_cents: number;
    paid_cents: number;
    payment_status: 'WAPL';
    status: 'pending';
    uploaded_at: Date;
    processing_date: string | null;
    duplicate: boolean;
    reject_reason: string | null;
  }>(
    `select r.id as receipt_id, o.enrollment_no, c.name as candidate_name, o.total_cents, o.paid_cents, o.payment_status,
            r.status, r.uploaded_at, r.processing_date, r.duplicate_of_order_id is not null as duplicate, r.reject_reason
       from receipts r join orders o on o.id = r.order_id join candidates c on c.id = o.candidate_id
      where r.status = $1 order by r.uploaded_at, r.id limit ${query.limit}`,
    [query.status],
  );
  return rows.map(({ duplicate, ...r }) => ({
    ...r,
    uploaded_at: r.uploaded_at.toISOString(),
    duplicate_of_other_order: duplicate,
    image_url: `/api/payment/receipts/${r.receipt_id}/image`,
  }));
}
