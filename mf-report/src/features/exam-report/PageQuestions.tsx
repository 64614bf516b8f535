// Beside a page's image: the questions on that page with the answers, scores and comments, and the
// guideline popup of the page (spec section 2: desktop by page).
import { useTranslation } from 'react-i18next';
import type { GuidelineItem, PageInfo } from '@mockexam/contracts';
import { NoRecords } from '@mockexam/ui';
import { NotFoundRedirect } from '../../lib/NotFoundRedirect';
import { usePageQuestionsAndAnswers } from './api';
import { GuidelineButton } from './GuidelineButton';
import { guidelinesForPage } from './guidelines';
import { pageNumberOf } from './paging';
import { mergeQuestionResults } from './questionResults';
import { QuestionResultCard } from './QuestionResultCard';

interface Props {
  paperId: number;
  page: PageInfo;
  candidate: string;
  guidelines: GuidelineItem[] | undefined;
}

export function PageQuestions({ paperId, page, candidate, guidelines }: Props) {
  const { t } = useTranslation('report');
  const answers = usePageQuestionsAndAnswers(paperId, page.page, candidate);
  if (answers.isError) return <NotFoundRedirect />;
  const results = answers.data && mergeQuestionResults([answers.data]);
  const number = pageNumberOf(page);
  return (
    <section className="page-questions" aria-labelledby={`page-questions-${paperId}`} aria-busy={!results}>
      <div className="page-questions-head">
        <h3 id={`page-questions-${paperId}`}>{t('page.questionsHeading', { number })}</h3>
        <GuidelineButton
          label={t('guideline.forPage', { number })}
          title={t('guideline.pageTitle', { number })}
          items={
            guidelines &&
            results &&
            guidelinesForPage(
              guidelines,
              page.page,
              results.map((r) => r.question.question_id),
            )
          }
        />
      </div>
      {results?.length === 0 && <NoRecords />}
      {results && results.length > 0 && (
        <ol className="question-list">
          {results.map((result) => (
            <QuestionResultCard key={result.question.question_id} result={result} headingLevel={4} />
          ))}
        </ol>
      )}
    </section>
  );
}
