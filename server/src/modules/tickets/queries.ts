// A candidate's admission tickets in the shape of the contracts (GET /api/candidate_info).
import { formatCandidateNo, type AdmissionTicket, type CandidateInfoResponse } from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { notFound } from '../../lib/app-error';
import { hkDate } from '../../lib/time';

interface TicketRow {
  ticket_id: number;
  enrollment_no: string;
  subject: AdmissionTicket['subject'];
  subject_name_zh: string;
  subject_name_en: string;
  paper_names_zh: string | null;
  paper_names_en: string | null;
  exam_date: string | null;
  first_paper_at: Date | null;
  exam_mode: AdmissionTicket['exam_mode'];
  venue_name_zh: string | null;
  venue_name_en: string | null;
  venue_address_zh: string | null;
  venue_address_en: string | null;
  seat_no: string | null;
  issued_at: Date;
}

export async function candidateInfo(q: Queryable, candidateId: number): Promise<CandidateInfoResponse> {
  const candidate = await q.query<{ candidate_no: string; name: string }>(
    'select candidate_no, name from candidates where id = $1',
    [candidateId],
  );
  if (!candidate.rows[0]) throw notFound();
  const { candidate_no, name } = candidate.rows[0];
  const { rows } = await q.query<TicketRow>(
    `select t.id as ticket_id, o.enrollment_no, s.code as subject, s.name_zh as subject_name_zh,
            s.name_en as subject_name_en,
            (select string_agg(pa.name_zh, '、' order by pa.paper_no) from papers pa where pa.product_id = i.product_id) as paper_names_zh,
            (select string_agg(pa.name_en, ', ' order by pa.paper_no) from papers pa where pa.product_id = i.product_id) as paper_names_en,
            p.exam_date,
            (select min(pa.starts_at) from papers pa where pa.product_id = i.product_id) as first_paper_at,
            o.exam_mode, v.name_zh as venue_name_zh, v.name_en as venue_name_en,
            v.address_zh as venue_address_zh, v.address_en as venue_address_en, t.seat_no, t.issued_at
       from admission_tickets t
       join order_items i on i.id = t.order_item_id
       join orders o on o.id = i.order_id
       join products p on p.id = i.product_id
       join subjects s on s.code = i.subject_code
       left join venue_sessions vs on vs.id = t.venue_session_id
       left join venues v on v.id = vs.venue_id
      where t.candidate_id = $1 and o.status = 'confirmed'
      order by p.exam_date nulls last, t.id`,
    [candidateId],
  );
  const paid = await q.query(`select 1 from orders where candidate_id = $1 and status = 'confirmed' limit 1`, [
    candidateId,
  ]);
  const display = formatCandidateNo(candidate_no);
  const tickets: AdmissionTicket[] = rows.map((row) => ({
    ticket_id: row.ticket_id,
    enrollment_no: row.enrollment_no,
    candidate_no,
    candidate_no_display: display,
    candidate_name: name,
    subject: row.subject,
    subject_name_zh: row.subject_name_zh,
    subject_name_en: row.subject_name_en,
    paper_names_zh: row.paper_names_zh ?? '',
    paper_names_en: row.paper_names_en ?? '',
    exam_date: row.exam_date ?? (row.first_paper_at ? hkDate(row.first_paper_at) : null),
    starts_at: row.first_paper_at ? row.first_paper_at.toISOString() : null,
    exam_mode: row.exam_mode,
    venue_name_zh: row.venue_name_zh,
    venue_name_en: row.venue_name_en,
    venue_address_zh: row.venue_address_zh,
    venue_address_en: row.venue_address_en,
    seat_no: row.seat_no,
    issued_at: row.issued_at.toISOString(),
  }));
  const status = tickets.length > 0 ? 'issued' : paid.rows.length > 0 ? 'preparing' : 'none';
  return { candidate_no, candidate_no_display: display, name, status, tickets };
}
