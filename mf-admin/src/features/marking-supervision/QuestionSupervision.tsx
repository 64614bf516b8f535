// One question as its chief (or staff) looks after it: its settings, its reference scripts and its open flags.
import Card from 'antd/es/card';
import { useTranslation } from 'react-i18next';
import { Flags } from './Flags';
import { References } from './References';
import type { QuestionFacts } from './ReferenceDialog';
import { SettingsForm } from './SettingsForm';
import { NS } from './ns';

export function QuestionSupervision({ question }: { question: QuestionFacts }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Card
        type="inner"
        className="admin-card"
        title={t('settings.title', { label: question.label, max: question.max_score })}
      >
        <SettingsForm questionId={question.id} />
      </Card>
      <References question={question} />
      <Flags questionId={question.id} label={question.label} />
    </>
  );
}
