// The roster's search box: a student matches by name, class or candidate number, ignoring case and
// spaces (a candidate number is shown as two groups of four).
import type { CandidateExamDetails } from '@mockexam/contracts';

const folded = (text: string | null) => (text ?? '').replace(/\s+/g, '').toLowerCase();

export function searchRoster(students: CandidateExamDetails[], query: string): CandidateExamDetails[] {
  const wanted = folded(query);
  if (!wanted) return students;
  return students.filter((s) =>
    [s.candidate_name, s.class, s.candidate_id].some((field) => folded(field).includes(wanted)),
  );
}
