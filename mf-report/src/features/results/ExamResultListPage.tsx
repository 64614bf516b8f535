// My grades (exam-result-list): one card per exam whose results are out, or 'Grading in progress'
// until then (spec section 4: the server answers an empty list before release). A school candidate lands
// here (their home): above the grades, the exam their school entered them for and their admission ticket.
import { useTranslation } from 'react-i18next';
import { useRole } from '@mockexam/session';
import { useMessage } from '@mockexam/ui/text';
import { LoadingBlock } from '../../lib/LoadingBlock';
import { NotFoundRedirect } from '../../lib/NotFoundRedirect';
import { useCandidateResults, useMyExams } from './api';
import { MyExamCard } from './MyExamCard';
import { ResultCard } from './ResultCard';
import '../../lib/report.css';

/** Cards shown while loading: most candidates sit one or two subjects. */
const PLACEHOLDER_CARDS = 2;

/** A card's place while it loads, at the card's size (report.css), so nothing moves when it arrives. */
const PlaceholderCard = () => (
  <div className="result-card card" aria-hidden="true">
    <div className="skeleton-line skeleton-title" />
    <div className="skeleton-line" />
    <div className="skeleton-line" />
    <div className="skeleton-line skeleton-short" />
  </div>
);

export default function ExamResultListPage() {
  const { t } = useTranslation('report');
  const message = useMessage();
  const results = useCandidateResults();
  const schoolCandidate = useRole() === 'school_candidate';
  const myExams = useMyExams(schoolCandidate);

  if (results.isError) return <NotFoundRedirect />;
  return (
    <section className="remote-page report-page" data-remote-page="mf-report">
      <h1 className="report-title">{t('title.ExamResultListPage')}</h1>
      <p className="report-intro">{t('intro.resultList')}</p>
      {schoolCandidate && myExams.isPending && (
        <LoadingBlock className="result-list">
          <PlaceholderCard />
        </LoadingBlock>
      )}
      {schoolCandidate && myExams.data && (
        <div className="result-list" data-testid="my-exams">
          {myExams.data.tickets.length === 0 ? (
            <p className="report-notice" role="status">
              {t('myExam.notEntered')}
            </p>
          ) : (
            myExams.data.tickets.map((ticket) => <MyExamCard key={ticket.ticket_id} ticket={ticket} />)
          )}
        </div>
      )}
      {results.isPending && (
        <LoadingBlock className="result-list">
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
            <PlaceholderCard key={i} />
          ))}
        </LoadingBlock>
      )}
      {results.data?.length === 0 && (
        <p className="report-notice" role="status">
          {message('GRADING_IN_PROGRESS')}
        </p>
      )}
      {results.data && results.data.length > 0 && (
        <div className="result-list">
          {results.data.map((result) => (
            <ResultCard key={result.exam_id} result={result} />
          ))}
        </div>
      )}
    </section>
  );
}
