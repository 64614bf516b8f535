// A candidate's admission tickets in the shape of the contracts (GET /api/candidate_info).
// Session times have one source: the venue session (the times checkout shows), never a paper's start;
// each paper's own start and length are listed as such. Home mode has no venue time.
// School candidates have no orders: their one ticket is their school's registration (the admission
// form the teacher prints), read for their own candidate row only.
import {
  formatCandidateNo,
  type AdmissionTicket,
  type CandidateInfoResponse,
  type TicketPaper,
} from '@mockexam/contracts';
import type { Queryable } from '../../db';
import { notFound } from '../../lib/app-error';
import { hkDate } from '../../lib/time';

interface TicketRow {
  ticket_id: number;
  enrollment_no: string;
  product_id: number;
  subject: AdmissionTicket['subject'];
  subject_name_zh: string;
  subject_name_en: string;
  exam_date: string | null;
  exam_mode: AdmissionTicket['exam_mode'];
  session_starts_at: Date | null;
  session_ends_at: Date | null;
  venue_name_zh: string | null;
  venue_name_en: string | null;
  venue_address_zh: string | null;
  venue_address_en: string | null;
  seat_no: string | null;
  issued_at: Date;
}

interface PaperRow {
  product_id: number;
  paper_no: number;
  name_zh: string;
  name_en: string;
  starts_at: Date | null;
  duration_minutes: number | null;
}

interface CandidateRow {
  candidate_no: string;
  name: string;
  school_id: number | null;
  subject_code: string | null;
  school_batch_id: number | null;
  created_at: Date;
}

/** The papers of these products, by product, in paper order. */
async function papersOf(q: Queryable, productIds: number[]): Promise<Map<number, TicketPaper[]>> {
  const byProduct = new Map<number, TicketPaper[]>();
  if (productIds.length === 0) return byProduct;
  const { rows } = await q.query<PaperRow>(
    `select product_id, paper_no, name_zh, name_en, starts_at, duration_minutes
       from papers where product_id = any($1::bigint[]) order by product_id, paper_no`,
    [productIds],
  );
  for (const row of rows) {
    const list = byProduct.get(Number(row.product_id)) ?? [];
    list.push({
      paper_no: row.paper_no,
      name_zh: row.name_zh,
      name_en: row.name_en,
      starts_at: row.starts_at ? row.starts_at.toISOString() : null,
      duration_minutes: row.duration_minutes,
    });
    byProduct.set(Number(row.product_id), list);
  }
  return byProduct;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The exam date: the product's, else the venue session's, else the first paper's (Hong Kong date). */
function examDateOf(row: { exam_date: string | null; session_starts_at: Date | null }, papers: TicketPaper[]) {
  if (row.exam_date) return row.exam_date;
  if (row.session_starts_at) return hkDate(row.session_starts_at);
  const first = papers.find((p) => p.starts_at);
  return first?.starts_at ? hkDate(new Date(first.starts_at)) : null;
}

/** What every ticket shares: the candidate, the subject, its papers and the venue session (one source of times). */
interface TicketPlace {
  subject: AdmissionTicket['subject'];
  subject_name_zh: string;
  subject_name_en: string;
  exam_date: string | null;
  session_starts_at: Date | null;
  session_ends_at: Date | null;
  venue_name_zh: string | null;
  venue_name_en: string | null;
  venue_address_zh: string | null;
  venue_address_en: string | null;
}

function ticketOf(candidate: CandidateRow, row: TicketPlace, papers: TicketPaper[]) {
  return {
    candidate_no: candidate.candidate_no,
    candidate_no_display: formatCandidateNo(candidate.candidate_no),
    candidate_name: candidate.name,
    subject: row.subject,
    subject_name_zh: row.subject_name_zh,
    subject_name_en: row.subject_name_en,
    paper_names_zh: papers.map((p) => p.name_zh).join('、'),
    paper_names_en: papers.map((p) => p.name_en).join(', '),
    exam_date: examDateOf(row, papers),
    starts_at: iso(row.session_starts_at),
    session_starts_at: iso(row.session_starts_at),
    session_ends_at: iso(row.session_ends_at),
    papers,
    venue_name_zh: row.venue_name_zh,
    venue_name_en: row.venue_name_en,
    venue_address_zh: row.venue_address_zh,
    venue_address_en: row.venue_address_en,
  };
}

async function orderTickets(q: Queryable, candidateId: number, candidate: CandidateRow): Promise<AdmissionTicket[]> {
  const { rows } = await q.query<TicketRow>(
    `select t.id as ticket_id, o.enrollment_no, i.product_id, s.code as subject, s.name_zh as subject_name_zh,
            s.name_en as subject_name_en, p.exam_date::text as exam_date, o.exam_mode,
            case when o.exam_mode = 'venue' then vs.starts_at end as session_starts_at,
            case when o.exam_mode = 'venue' then vs.ends_at end as session_ends_at,
            v.name_zh as venue_name_zh, v.name_en as venue_name_en,
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
  const papers = await papersOf(
    q,
    rows.map((row) => Number(row.product_id)),
  );
  return rows.map((row) => ({
    ...ticketOf(candidate, row, papers.get(Number(row.product_id)) ?? []),
    ticket_id: row.ticket_id,
    enrollment_no: row.enrollment_no,
    exam_mode: row.exam_mode,
    seat_no: row.seat_no,
    issued_at: row.issued_at.toISOString(),
    source: 'order' as const,
  }));
}

interface SchoolRow {
  product_id: number | null;
  subject: AdmissionTicket['subject'];
  subject_name_zh: string;
  subject_name_en: string;
  school_name_zh: string;
  school_name_en: string;
  exam_date: string | null;
  arrangement: 'venue' | 'school' | null;
  registered_at: Date | null;
  session_starts_at: Date | null;
  session_ends_at: Date | null;
  venue_name_zh: string | null;
  venue_name_en: string | null;
  venue_address_zh: string | null;
  venue_address_en: string | null;
}

/**
 * A school candidate's admission data: their own candidate row's school and subject, the cycle of the
 * batch that created them (else the current one), that subject's registration (arrangement, venue
 * session) and product (papers). No seat numbers: school registrations hold seats as a count.
 */
async function schoolTicket(q: Queryable, candidateId: number, candidate: CandidateRow): Promise<AdmissionTicket[]> {
  if (candidate.school_id === null || candidate.subject_code === null) return [];
  const { rows } = await q.query<SchoolRow>(
    `with cyc as (
       select coalesce((select b.cycle_id from school_import_batches b where b.id = c.school_batch_id),
                       (select id from exam_cycles where is_current limit 1)) as cycle_id
         from candidates c where c.id = $1
     )
     select p.id as product_id, sub.code as subject, sub.name_zh as subject_name_zh, sub.name_en as subject_name_en,
            sch.name_zh as school_name_zh, sch.name_en as school_name_en, p.exam_date::text as exam_date,
            reg.arrangement, reg.registered_at,
            vs.starts_at as session_starts_at, vs.ends_at as session_ends_at,
            v.name_zh as venue_name_zh, v.name_en as venue_name_en,
            v.address_zh as venue_address_zh, v.address_en as venue_address_en
       from cyc
       join subjects sub on sub.code = $2
       join schools sch on sch.id = $3
       left join products p on p.cycle_id = cyc.cycle_id and p.subject_code = sub.code
       left join school_registrations reg
         on reg.school_id = sch.id and reg.subject_code = sub.code and reg.cycle_id = cyc.cycle_id
        and reg.status = 'registered'
       left join venue_sessions vs on vs.id = reg.venue_session_id and reg.arrangement = 'venue'
       left join venues v on v.id = vs.venue_id`,
    [candidateId, candidate.subject_code, candidate.school_id],
  );
  const row = rows[0];
  if (!row) return [];
  const papers =
    row.product_id === null ? [] : ((await papersOf(q, [Number(row.product_id)])).get(Number(row.product_id)) ?? []);
  return [
    {
      ...ticketOf(candidate, row, papers),
      ticket_id: candidateId,
      enrollment_no: '',
      exam_mode: 'venue',
      seat_no: null,
      issued_at: (row.registered_at ?? candidate.created_at).toISOString(),
      source: 'school',
      school_name_zh: row.school_name_zh,
      school_name_en: row.school_name_en,
      arrangement: row.arrangement,
    },
  ];
}

export async function candidateInfo(q: Queryable, candidateId: number): Promise<CandidateInfoResponse> {
  const found = await q.query<CandidateRow>(
    'select candidate_no, name, school_id, subject_code, school_batch_id, created_at from candidates where id = $1',
    [candidateId],
  );
  const candidate = found.rows[0];
  if (!candidate) throw notFound();
  const { candidate_no, name } = candidate;
  const display = formatCandidateNo(candidate_no);
  if (candidate.school_id !== null) {
    const tickets = await schoolTicket(q, candidateId, candidate);
    return { candidate_no, candidate_no_display: display, name, status: tickets.length ? 'issued' : 'none', tickets };
  }
  const tickets = await orderTickets(q, candidateId, candidate);
  const paid = await q.query(`select 1 from orders where candidate_id = $1 and status = 'confirmed' limit 1`, [
    candidateId,
  ]);
  const status = tickets.length > 0 ? 'issued' : paid.rows.length > 0 ? 'preparing' : 'none';
  return { candidate_no, candidate_no_display: display, name, status, tickets };
}
