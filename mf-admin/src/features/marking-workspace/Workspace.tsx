// 'marking/questions/:question': the marker's workspace. It claims the next task on open and after each
// mark, shows the script (anonymous: its code only) with the annotation tools beside the mark entry, keeps
// the task's lease, and lets the marker flag a script or go back to a recent one to change its mark.
import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Annotation, ClaimResponse, FlagReason, MarkingTask, SubmitMarkResponse } from '@mockexam/contracts';
import { useLocale } from '@mockexam/ui/text';
import { useActionError } from '../../components/useActionError';
import { pageViews } from './annotations';
import {
  newIdempotencyKey,
  useClaim,
  useFlag,
  useLease,
  useMarkingAssignments,
  useOpenTask,
  useSubmitMark,
} from './api';
import { FlagForm } from './FlagForm';
import { MarkForm, type MarkFormHandle, type MarkValues } from './MarkForm';
import { MarkerLayout } from './MarkerLayout';
import { RecentList } from './RecentList';
import { ScriptView } from './ScriptView';
import { useQuickKeys } from './useQuickKeys';

type NoTask = NonNullable<ClaimResponse['reason']>;

function TaskPanel(props: {
  task: MarkingTask;
  changing: boolean;
  pending: boolean;
  formRef: React.RefObject<MarkFormHandle | null>;
  onSubmit(values: MarkValues, annotations: Annotation[]): void;
  onAnnounce(text: string): void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('marking');
  const { task } = props;
  const [annotations, setAnnotations] = useState<Annotation[]>(task.mark?.annotations ?? []);
  return (
    <div className="marking-workspace">
      <ScriptView
        code={task.script_code}
        views={pageViews(task.regions)}
        annotations={annotations}
        onAnnotations={setAnnotations}
        onAnnounce={props.onAnnounce}
      />
      <div className="marking-side">
        <h2 className="marking-script-code">
          {props.changing
            ? t('workspace.changing', { code: task.script_code })
            : t('workspace.script', { code: task.script_code })}{' '}
          <Tag color={task.kind === 'live' ? 'green' : task.kind === 'third' ? 'purple' : 'blue'}>
            {t(`kind.${task.kind}`)}
          </Tag>
        </h2>
        <MarkForm
          ref={props.formRef}
          question={task.question}
          initial={task.mark}
          pending={props.pending}
          submitLabel={props.changing ? t('mark.submitChange') : t('mark.submit')}
          onSubmit={(values) => props.onSubmit(values, annotations)}
        />
        <p className="marking-muted">{t('workspace.keys')}</p>
        {props.children}
      </div>
    </div>
  );
}

export function Workspace() {
  const { t } = useTranslation('marking');
  const locale = useLocale();
  const questionId = Number(useParams().question);
  const assignments = useMarkingAssignments();
  const assignment = assignments.data?.assignments.find((a) => a.question_id === questionId);
  const claim = useClaim(questionId);
  const openTask = useOpenTask();
  const submit = useSubmitMark(questionId);
  const flag = useFlag();
  const errorText = useActionError();

  const [current, setCurrent] = useState<ClaimResponse | null>(null);
  /** The claimed task not yet marked (its lease is held). */
  const [held, setHeld] = useState<number | null>(null);
  const [revisit, setRevisit] = useState<MarkingTask | null>(null);
  const [practice, setPractice] = useState<{ code: string; result: SubmitMarkResponse } | null>(null);
  const [flagging, setFlagging] = useState(false);
  /** The flag just sent of the script on screen. */
  const [flagged, setFlagged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const formRef = useRef<MarkFormHandle>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const noTaskRef = useRef<HTMLParagraphElement>(null);
  /** The submit attempt under way: a retry of the same mark of the same task sends the same key. */
  const attempt = useRef<{ payload: string; key: string } | null>(null);

  useLease(held);

  const claimNext = useCallback(() => {
    setFailure(null);
    setPractice(null);
    setFlagging(false);
    setFlagged(null);
    // The marked script leaves the screen at once: nothing typed now can reach it.
    setCurrent(null);
    claim.mutate(undefined, {
      onSuccess: (answer) => {
        setCurrent(answer);
        setHeld(answer.task?.id ?? null);
      },
      onError: (error) => setFailure(error),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mutation object changes each render
  }, [questionId]);

  useEffect(() => {
    claimNext();
  }, [claimNext]);

  const shown = revisit ?? current?.task ?? null;
  // Focus lands on the mark after each claim, so a run of scripts is marked by the keyboard alone.
  useEffect(() => {
    if (shown && !practice) formRef.current?.focus();
  }, [shown?.id, practice]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (practice) nextButton.current?.focus();
  }, [practice]);
  useEffect(() => {
    if (current && !current.task && !revisit) noTaskRef.current?.focus();
  }, [current, revisit]);

  useQuickKeys(shown !== null && !practice && !flagging, (digit) => formRef.current?.typeDigit(digit));

  function send(values: MarkValues, annotations: Annotation[]) {
    if (!shown || submit.isPending) return;
    const body = { ...values, annotations };
    const payload = JSON.stringify([shown.id, body]);
    const key = attempt.current?.payload === payload ? attempt.current.key : newIdempotencyKey();
    attempt.current = { payload, key };
    setFailure(null);
    const wasRevisit = revisit !== null;
    submit.mutate(
      { taskId: shown.id, body, key },
      {
        onSuccess: (result) => {
          attempt.current = null;
          setAnnouncement(t('mark.saved', { code: shown.script_code, score: result.score }));
          setFlagged(null);
          if (wasRevisit) {
            setRevisit(null);
            if (!current?.task) claimNext();
            return;
          }
          setHeld(null);
          if (result.definitive) setPractice({ code: shown.script_code, result });
          else claimNext();
        },
        onError: (error) => setFailure(error),
      },
    );
  }

  function change(taskId: number) {
    setFailure(null);
    setFlagged(null);
    openTask.mutate(taskId, { onSuccess: setRevisit, onError: (error) => setFailure(error) });
  }

  // A flagged script stays with the marker (the chief sees the flag): they mark it, or flag and mark it as best they can.
  function sendFlag(reason: FlagReason, note: string | null) {
    if (!shown) return;
    flag.mutate(
      { taskId: shown.id, body: { reason, note } },
      {
        onSuccess: () => {
          const done = t('flag.done', { code: shown.script_code });
          setFlagged(done);
          setAnnouncement(done);
          setFlagging(false);
          formRef.current?.focus();
        },
        onError: (error) => setFailure(error),
      },
    );
  }

  const noTaskText = (reason: NoTask) =>
    reason === 'paused' && assignment?.paused_reason === 'chief' ? t('noTask.pausedChief') : t(`noTask.${reason}`);

  return (
    <MarkerLayout title={t('workspace.title', { label: assignment?.label ?? shown?.question.label ?? '' })}>
      <p>
        <Link to={`/${locale}/marking`}>{t('workspace.back')}</Link>
      </p>
      <p className="admin-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {failure !== null && (
        <Alert type="error" role="alert" showIcon title={errorText(failure)} className="marking-error" />
      )}
      {claim.isPending && !shown && <p role="status">{t('workspace.loading')}</p>}
      {practice && (
        <section className="marking-practice" aria-labelledby="marking-practice-title">
          <h2 id="marking-practice-title">{t('practice.title')}</h2>
          <p>{t('workspace.script', { code: practice.code })}</p>
          <p>{t('practice.yours', { score: practice.result.score })}</p>
          <p>
            <strong>{t('practice.definitive', { score: practice.result.definitive!.score })}</strong>
          </p>
          {practice.result.definitive!.note && <p>{t('practice.note', { note: practice.result.definitive!.note })}</p>}
          <Button type="primary" ref={nextButton} onClick={claimNext} loading={claim.isPending}>
            {t('practice.next')}
          </Button>
        </section>
      )}
      {!practice && shown && (
        <TaskPanel
          key={`${revisit ? 'change' : 'claim'}-${shown.id}`}
          task={shown}
          changing={revisit !== null}
          pending={submit.isPending}
          formRef={formRef}
          onSubmit={send}
          onAnnounce={setAnnouncement}
        >
          {revisit && <Button onClick={() => setRevisit(null)}>{t('workspace.cancelChange')}</Button>}
          {flagged && <Alert type="info" showIcon title={flagged} />}
          {flagging ? (
            <FlagForm pending={flag.isPending} onFlag={sendFlag} onCancel={() => setFlagging(false)} />
          ) : (
            <Button onClick={() => setFlagging(true)}>{t('flag.open')}</Button>
          )}
        </TaskPanel>
      )}
      {!practice && !shown && current?.reason && (
        <div className="marking-no-task">
          <p tabIndex={-1} ref={noTaskRef}>
            {noTaskText(current.reason)}
          </p>
          {(current.reason === 'waiting' || current.reason === 'not_open') && (
            <Button onClick={claimNext} loading={claim.isPending}>
              {t('noTask.retry')}
            </Button>
          )}
        </div>
      )}
      <RecentList questionId={questionId} onChange={change} />
    </MarkerLayout>
  );
}
