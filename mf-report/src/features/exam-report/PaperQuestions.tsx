// One paper of the phone report: the candidate's marked pages (opened on demand), then every question of
// every page (each page's questions and answers read once, merged without duplicates), with its guideline
// popup by question.
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamPaper, GuidelineItem } from '@mockexam/contracts';
import { NoRecords } from '@mockexam/ui';
import { useReportNames } from '../../lib/names';
import { NotFoundRedirect } from '../../lib/NotFoundRedirect';
import { usePageInfo, useQuestionsAndAnswersOfPages } from './api';
import { GuidelineButton } from './GuidelineButton';
import { MarkedPagesSection } from './MarkedPagesSection';
import { guidelinesForQuestion } from './guidelines';
import { mergeQuestionResults } from './questionResults';
import { QuestionResultCard } from './QuestionResultCard';

/** Placeholder cards while a paper loads. */
const PLACEHOLDERS = 3;

interface Props {
  paper: ExamPaper;
  /** The exam's guidelines; undefined while they load. */
  guidelines: GuidelineItem[] | undefined;
}

export function PaperQuestions({ paper, guidelines }: Props) {
  const { t } = useTranslation('report');
  const names = useReportNames();
  const pages = usePageInfo(paper.paper_id);
  // Dozens of cards: drawn in a render React may interrupt (see MobileExamReportPage).
  const pageAnswers = useDeferredValue(useQuestionsAndAnswersOfPages(paper.paper_id, pages.data?.pages ?? []));
  if (pages.isError || pageAnswers.isError) return <NotFoundRedirect />;
  const results = pages.data && pageAnswers.data ? mergeQuestionResults(pageAnswers.data) : undefined;
  const headingId = `paper-${paper.paper_id}-heading`;
  return (
    <section className="report-section paper-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{names.paperHeading(paper)}</h2>
      <MarkedPagesSection paper={paper} headingId={headingId} />
      {!results && (
        <ol className="question-list" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <li key={i} className="question-card question-card-placeholder" />
          ))}
        </ol>
      )}
      {results?.length === 0 && <NoRecords />}
      {results && results.length > 0 && (
        <ol className="question-list">
          {results.map((result) => (
            <QuestionResultCard
              key={result.question.question_id}
              result={result}
              guideline={
                <GuidelineButton
                  label={t('guideline.forQuestion', { question: names.question(result.question.label) })}
                  title={t('guideline.questionTitle', { question: names.question(result.question.label) })}
                  items={guidelines && guidelinesForQuestion(guidelines, result.question.question_id)}
                />
              }
            />
          ))}
        </ol>
      )}
    </section>
  );
}
