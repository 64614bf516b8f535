// Who is entered for an exam (its cycle and subject), the candidates whose marks it takes:
// - an individual candidate with a confirmed (paid) order of the exam's cycle holding the subject;
// - a school candidate of the subject whose list (the batch whose submission created them) is of the
//   exam's cycle and has been submitted. School candidates made before lists remembered their batch
//   (the demo's) belong to the current cycle, as their admission tickets say.

/** SQL true when candidate `c` is entered; $1 is the exam's subject code, $2 its cycle id. */
export const ENTERED = `(case when c.school_id is null then
    exists (select 1 from orders o join order_items oi on oi.order_id = o.id
             where o.candidate_id = c.id and o.cycle_id = $2::bigint and o.status = 'confirmed'
               and oi.subject_code = $1::text)
  else c.subject_code is not distinct from $1::text and coalesce(
    (select b.cycle_id = $2::bigint and b.subject_code = $1::text and b.submitted_at is not null
       from school_import_batches b where b.id = c.school_batch_id),
    exists (select 1 from exam_cycles ec where ec.id = $2::bigint and ec.is_current))
  end)`;

/** The parameters $1 and $2 of ENTERED. */
export const ENTERED_PARAMS = (exam: { subject_code: string; cycle_id: number }) => [exam.subject_code, exam.cycle_id];
