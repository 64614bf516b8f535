// A paper's on-screen marking as staff run it (admin/exams/:id/papers/:paper/marking): open it from the
// scans, assign markers and chiefs, follow the progress, and look after one question at a time (settings,
// references, flags). The question shown is in the address (?question=), so a reload keeps it.
import Card from 'antd/es/card';
import Select from 'antd/es/select';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Assignments } from './Assignments';
import { OpenMarking } from './OpenMarking';
import { Progress } from './Progress';
import { QuestionSupervision } from './QuestionSupervision';
import type { QuestionFacts } from './ReferenceDialog';
import { NS } from './ns';
import './marking-supervision.css';

interface Props {
  examPaperId: number;
  /** The heading, e.g. 'Marking: Paper 1 Reading, Mock 2026 Chinese'. */
  title: string;
  /** The exam's page. */
  backHref: string;
  questions: QuestionFacts[];
}

export function PaperMarking({ examPaperId, title, backHref, questions }: Props) {
  const { t } = useTranslation(NS);
  const [search, setSearch] = useSearchParams();
  const chosen = questions.find((q) => String(q.id) === search.get('question')) ?? questions[0];

  return (
    <Card className="admin-card" title={<h2 className="marking-heading">{title}</h2>}>
      <p>
        <Link to={backHref}>{t('paper.back')}</Link>
      </p>
      <OpenMarking examPaperId={examPaperId} />
      <Assignments examPaperId={examPaperId} questions={questions} />
      <Progress examPaperId={examPaperId} />
      {chosen ? (
        <section aria-label={t('paper.questionSection', { label: chosen.label })}>
          <div className="marking-question-choice">
            <label htmlFor="marking-question">{t('paper.question')}</label>
            <Select<number>
              id="marking-question"
              value={chosen.id}
              onChange={(id) =>
                setSearch(
                  (before) => {
                    const after = new URLSearchParams(before);
                    after.set('question', String(id));
                    return after;
                  },
                  { replace: true },
                )
              }
              options={questions.map((q) => ({
                value: q.id,
                label: t('paper.questionOption', { label: q.label, max: q.max_score }),
              }))}
              style={{ minWidth: 160 }}
            />
          </div>
          <QuestionSupervision key={chosen.id} question={chosen} />
        </section>
      ) : (
        <p>{t('paper.noQuestions')}</p>
      )}
    </Card>
  );
}
