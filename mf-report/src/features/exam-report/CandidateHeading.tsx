// Whose report of which exam: the exam's titles and the candidate's name, class, student number and
// candidate number (two groups of four). Fields the candidate does not have (an individual's class)
// are left out.
import { useTranslation } from 'react-i18next';
import { formatCandidateNo, type CandidateExamDetails, type Exam } from '@mockexam/contracts';

interface Props {
  exam: Exam | undefined;
  details: CandidateExamDetails | undefined;
}

export function CandidateHeading({ exam, details }: Props) {
  const { t } = useTranslation('report');
  const fields = details
    ? [
        { key: 'name', label: t('candidate.name'), value: details.candidate_name },
        { key: 'class', label: t('candidate.class'), value: details.class },
        { key: 'studentNo', label: t('candidate.studentNo'), value: details.student_no },
        { key: 'candidateNo', label: t('candidate.candidateNo'), value: formatCandidateNo(details.candidate_id) },
      ].filter((field) => field.value)
    : [];
  return (
    <div className="candidate-heading">
      <h2 className="exam-title">{exam ? exam.title1 : <span className="text-placeholder" />}</h2>
      <p className="exam-subtitle">{exam?.title2}</p>
      <dl className="candidate-fields" aria-busy={!details}>
        {fields.map((field) => (
          <div key={field.key}>
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
