// The marks that follow from other marks, settled before every grading run so a run never reads a
// stale one: an essay with writing criteria scores the sum of its criteria; a multiple-choice
// answer with chosen options scores full marks when they are exactly the correct set, else 0.
import type { Queryable } from '../../db';

export async function settleDerivedMarks(q: Queryable, examId: number): Promise<void> {
  await q.query(
    `insert into answers (candidate_id, question_id, score)
     select cs.candidate_id, qc.question_id, sum(cs.score)
       from criterion_scores cs
       join question_criteria qc on qc.id = cs.criterion_id
       join questions q on q.id = qc.question_id
       join exam_papers ep on ep.id = q.exam_paper_id
      where ep.exam_id = $1
      group by cs.candidate_id, qc.question_id
     on conflict (candidate_id, question_id) do update set score = excluded.score
      where answers.score is distinct from excluded.score`,
    [examId],
  );
  // Containment both ways is set equality: order and repeats of the options do not matter.
  await q.query(
    `update answers a set score = m.computed
       from (select a2.id,
                    case when a2.answer @> q.correct_answer and q.correct_answer @> a2.answer
                         then q.max_score else 0 end as computed
               from answers a2
               join questions q on q.id = a2.question_id
               join exam_papers ep on ep.id = q.exam_paper_id
              where ep.exam_id = $1 and q.type = 'multiple_choice'
                and jsonb_typeof(a2.answer) = 'array' and jsonb_typeof(q.correct_answer) = 'array') m
      where a.id = m.id and a.score is distinct from m.computed`,
    [examId],
  );
}
