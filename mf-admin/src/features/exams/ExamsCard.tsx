// The cycle's exams (archived ones when asked for) with the actions on them: a new exam, an exam's texts, report
// flag and weights, archiving (after a confirmation), bringing an archived exam back, and deleting one that nothing
// rests on yet (after a confirmation).
import { useState } from 'react';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminCycle } from '@mockexam/api-client';
import type { AdminExam } from '@mockexam/contracts';
import { fieldIn, nameIn } from '@mockexam/i18n';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { useActionError } from '../../components/useActionError';
import { useDeleteExam, useSetExamArchived } from './api';
import { CreateExamDialog } from './CreateExamDialog';
import { EditExamDialog } from './EditExamDialog';
import { ExamsTable } from './ExamsTable';

interface Props {
  cycle: AdminCycle;
  exams: UseQueryResult<AdminExam[]>;
  showArchived: boolean;
  onShowArchived: (show: boolean) => void;
  openExamId: number | null;
  onOpen: (examId: number) => void;
}

type Open = { kind: 'create' } | { kind: 'edit'; exam: AdminExam } | null;

export function ExamsCard({ cycle, exams, showArchived, onShowArchived, openExamId, onOpen }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const actionError = useActionError();
  const { modal } = App.useApp();
  const archiving = useSetExamArchived();
  const deleting = useDeleteExam();
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<ActionResult | null>(null);

  function done(r: ActionResult) {
    setOpen(null);
    setOutcome(r);
  }

  /** Runs the change and reports it above the table, the server's words when it refuses. */
  async function report(change: () => Promise<unknown>, success: string) {
    try {
      await change();
      setOutcome({ type: 'success', text: success });
    } catch (e) {
      setOutcome({ type: 'error', text: actionError(e) });
    }
  }

  function archive(exam: AdminExam) {
    const title = fieldIn(exam, 'title1', locale);
    if (exam.archived_at) {
      void report(
        () => archiving.mutateAsync({ examId: exam.exam_id, archived: false }),
        t('exams.unarchive.done', { title }),
      );
      return;
    }
    modal.confirm({
      title: t('exams.archive.confirmTitle', { title }),
      content: t('exams.archive.confirmText'),
      okText: t('exams.archive.action'),
      cancelText: t('common.cancel'),
      onOk: () =>
        report(
          () => archiving.mutateAsync({ examId: exam.exam_id, archived: true }),
          t('exams.archive.done', { title }),
        ),
    });
  }

  function remove(exam: AdminExam) {
    const title = fieldIn(exam, 'title1', locale);
    modal.confirm({
      title: t('exams.remove.confirmTitle', { title }),
      content: t('exams.remove.confirmText'),
      okText: t('exams.remove.action'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => report(() => deleting.mutateAsync(exam.exam_id), t('exams.remove.done', { title })),
    });
  }

  return (
    <Card
      className="admin-card"
      title={t('exams.title', { cycle: nameIn(cycle, locale) })}
      extra={
        <div className="admin-account">
          <Checkbox checked={showArchived} onChange={(e) => onShowArchived(e.target.checked)}>
            {t('exams.showArchived')}
          </Checkbox>
          <Button onClick={() => setOpen({ kind: 'create' })}>{t('exams.create.action')}</Button>
        </div>
      }
    >
      <ResultAlert result={outcome} onClose={() => setOutcome(null)} />
      {exams.isError && !exams.isFetching ? (
        <LoadError onRetry={() => void exams.refetch()} />
      ) : (
        <ExamsTable
          cycle={cycle}
          exams={exams.data ?? []}
          loading={exams.isFetching}
          openExamId={openExamId}
          onOpen={onOpen}
          onEdit={(exam) => setOpen({ kind: 'edit', exam })}
          onArchive={archive}
          onDelete={remove}
        />
      )}
      {open?.kind === 'create' && <CreateExamDialog cycle={cycle} onClose={() => setOpen(null)} onDone={done} />}
      {open?.kind === 'edit' && <EditExamDialog exam={open.exam} onClose={() => setOpen(null)} onDone={done} />}
    </Card>
  );
}
