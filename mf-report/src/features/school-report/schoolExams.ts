// Which of the school's released exams a page shows.
import type { SchoolExamsResponse } from '@mockexam/contracts';

export type SchoolExam = SchoolExamsResponse['exams'][number];

/** The latest exam: exams are numbered as they are set up, so the highest id is the newest. */
export function latestExam(exams: SchoolExam[]): SchoolExam | undefined {
  return exams.reduce<SchoolExam | undefined>(
    (latest, exam) => (!latest || exam.exam_id > latest.exam_id ? exam : latest),
    undefined,
  );
}

/** The exam asked for (by id) when the school has it, else the latest. */
export function chosenExam(exams: SchoolExam[], wanted: number): SchoolExam | undefined {
  return exams.find((exam) => exam.exam_id === wanted) ?? latestExam(exams);
}
