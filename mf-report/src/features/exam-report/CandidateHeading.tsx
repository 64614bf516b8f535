// Whose report of which exam: the exam's titles and the candidate's name and candidate number (two
// groups of four), with the class and student number of a school's student. The same slots hold
// placeholders while loading, so nothing below moves when they fill.
import { useTranslation } from 'react-i18next';
import type { CandidateExamDetails, Exam } from '@mockexam/contracts';
import { formatCandidateNo } from '@mockexam/contracts/text';
import { NO_VALUE } from '../../lib/format';
import { useReportNames } from '../../lib/names';

interface Props {
  exam: Exam | undefined;
  details: CandidateExamDetails | undefined;
  /** A school's student: class and student number too (an individual candidate has neither). */
  withSchool: boolean;
}

export function CandidateHeading({ exam, details, withSchool }: Props) {
  const { t } = useTranslation('report');
  const names = useReportNames();
  const fields = [
    { key: 'name', label: t('candidate.name'), value: (d: CandidateExamDetails) => d.candidate_name },
    withSchool && { key: 'class', label: t('candidate.class'), value: (d: CandidateExamDetails) => d.class },
    withSchool && {
      key: 'studentNo',
      label: t('candidate.studentNo'),
      value: (d: CandidateExamDetails) => d.student_no,
    },
    {
      key: 'candidateNo',
      label: t('candidate.candidateNo'),
      value: (d: CandidateExamDetails) => formatCandidateNo(d.candidate_id),
    },
  ].filter((field) => field !== false);
  return (
    <div className="candidate-heading">
      <h2 className="exam-title">{exam ? names.title1(exam) : <span className="text-placeholder" />}</h2>
      <p className="exam-subtitle">{exam && names.title2(exam)}</p>
      <dl className="candidate-fields" aria-busy={!details}>
        {fields.map((field) => (
          <div key={field.key}>
            <dt>{field.label}</dt>
            <dd>{details ? (field.value(details) ?? NO_VALUE) : <span className="figure-placeholder" />}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
