// The paper's marking progress (or one question's, for its chief), read again every half minute, with the
// markers' figures and the chief's and staff's hand on them: pause a marker (their claimed task goes back
// at once), resume them, or send back their marks since a time.
import { useState } from 'react';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import { useTranslation } from 'react-i18next';
import type { MarkingProgressResponse } from '@mockexam/contracts';
import { LoadError } from '@mockexam/ui/antd';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { useActionError } from '../../components/useActionError';
import { useAssignmentAction, useProgress } from './api';
import { MarkerProgressTable, QuestionProgressTable } from './ProgressTables';
import { SendBackDialog } from './SendBackDialog';
import { NS } from './ns';

type MarkerRow = MarkingProgressResponse['markers'][number];

interface Props {
  examPaperId: number;
  /** Only this question's figures and markers (a chief's page); the whole paper when absent. */
  questionId?: number;
}

export function Progress({ examPaperId, questionId }: Props) {
  const { t } = useTranslation(NS);
  const { modal } = App.useApp();
  const actionError = useActionError();
  const progress = useProgress(examPaperId);
  const action = useAssignmentAction();
  const [result, setResult] = useState<ActionResult | null>(null);
  const [sendingBack, setSendingBack] = useState<MarkerRow | null>(null);

  if (progress.isError && !progress.isFetching) return <LoadError onRetry={() => void progress.refetch()} />;
  if (!progress.data) return <Card loading />;
  const questions = progress.data.questions.filter((q) => questionId === undefined || q.question_id === questionId);
  const markers = progress.data.markers.filter((m) => questionId === undefined || m.question_id === questionId);
  const labelOf = (m: MarkerRow) => questions.find((q) => q.question_id === m.question_id)?.label ?? '';
  const who = (m: MarkerRow) => t('progress.who', { name: m.name, label: labelOf(m) });

  function pauseOrResume(marker: MarkerRow, kind: 'pause' | 'resume') {
    const run = () =>
      action
        .mutateAsync({ id: marker.assignment_id, kind })
        .then(() => setResult({ type: 'success', text: t(`progress.${kind}d`, { who: who(marker) }) }))
        .catch((e: unknown) => setResult({ type: 'error', text: actionError(e) }));
    setResult(null);
    if (kind === 'resume') return void run();
    modal.confirm({
      title: t('progress.pauseTitle', { who: who(marker) }),
      content: t('progress.pauseText'),
      okText: t('progress.pause'),
      cancelText: t('cancel'),
      onOk: run,
    });
  }

  return (
    <Card
      type="inner"
      className="admin-card"
      title={t('progress.title')}
      extra={
        <Button loading={progress.isFetching} onClick={() => void progress.refetch()}>
          {t('progress.refresh')}
        </Button>
      }
    >
      <ResultAlert result={result} onClose={() => setResult(null)} />
      <h3 className="marking-subheading">{t('progress.byQuestion')}</h3>
      <QuestionProgressTable questions={questions} />
      <h3 className="marking-subheading">{t('progress.byMarker')}</h3>
      <MarkerProgressTable
        markers={markers}
        questions={questions}
        busy={action.isPending}
        onPause={(m) => pauseOrResume(m, 'pause')}
        onResume={(m) => pauseOrResume(m, 'resume')}
        onSendBack={setSendingBack}
      />
      {sendingBack && (
        <SendBackDialog
          assignmentId={sendingBack.assignment_id}
          who={who(sendingBack)}
          onClose={() => setSendingBack(null)}
          onDone={(r) => {
            setResult(r);
            setSendingBack(null);
          }}
        />
      )}
    </Card>
  );
}
