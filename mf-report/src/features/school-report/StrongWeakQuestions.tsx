// The five questions the school did best and worst on compared with all candidates (facility
// difference, stated on the page).
import { useTranslation } from 'react-i18next';
import type { QuestionStatistic } from '@mockexam/contracts';
import { formatPercent, formatPoints } from '../../lib/format';
import { useReportNames } from '../../lib/names';
import { rankQuestions, type RankedQuestion } from './questionRanking';

function RankedList({ heading, id, items }: { heading: string; id: string; items: RankedQuestion[] }) {
  const { t } = useTranslation('report');
  const names = useReportNames();
  return (
    <section className="ranked-questions" aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <ol data-testid={id}>
        {items.map(({ question, difference }) => (
          <li key={question.question_id}>
            {t('ranking.item', {
              question: names.question(question.label),
              paper: names.paper(question.paper_no),
              school: formatPercent(question.facility_school),
              all: formatPercent(question.facility_all),
              difference: formatPoints(difference),
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function StrongWeakQuestions({ questions }: { questions: QuestionStatistic[] }) {
  const { t } = useTranslation('report');
  const { strongest, weakest } = rankQuestions(questions);
  return (
    <div className="ranked-questions-pair">
      <p className="report-muted">{t('ranking.rule')}</p>
      <RankedList heading={t('ranking.strongest')} id="strongest-questions" items={strongest} />
      <RankedList heading={t('ranking.weakest')} id="weakest-questions" items={weakest} />
    </div>
  );
}
