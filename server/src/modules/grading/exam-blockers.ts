// What keeps an exam from being deleted: candidates' marks (answers or writing criteria's scores), stored
// scans of its pages, grading runs. Each is a record a candidate's result rests on, so such an exam is
// archived instead. One SQL expression over exams `e`, used by the list and by the delete alike.
export const DELETE_BLOCKERS_SQL = `array_remove(array[
  case when exists (select 1 from answers a join questions q on q.id = a.question_id
                      join exam_papers p on p.id = q.exam_paper_id where p.exam_id = e.id)
         or exists (select 1 from criterion_scores cs join question_criteria qc on qc.id = cs.criterion_id
                      join questions q on q.id = qc.question_id join exam_papers p on p.id = q.exam_paper_id
                     where p.exam_id = e.id)
       then 'marks' end,
  case when exists (select 1 from marked_pages mp join report_pages rp on rp.id = mp.report_page_id
                      join exam_papers p on p.id = rp.exam_paper_id where p.exam_id = e.id)
       then 'scans' end,
  case when exists (select 1 from grading_runs r where r.exam_id = e.id) then 'runs' end
], null)`;
