// The cycle's exams with the dialogs their actions open: a new exam (its papers and weights), and an exam's
// titles, report flag and weights.
import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminCycle } from '@mockexam/api-client';
import type { AdminExam } from '@mockexam/contracts';
import { nameIn } from '@mockexam/i18n';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { CreateExamDialog } from './CreateExamDialog';
import { EditExamDialog } from './EditExamDialog';
import { ExamsTable } from './ExamsTable';

interface Props {
  cycle: AdminCycle;
  exams: UseQueryResult<AdminExam[]>;
  openExamId: number | null;
  onOpen: (examId: number) => void;
}

type Open = { kind: 'create' } | { kind: 'edit'; exam: AdminExam } | null;

export function ExamsCard({ cycle, exams, openExamId, onOpen }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<ActionResult | null>(null);

  function done(r: ActionResult) {
    setOpen(null);
    setOutcome(r);
  }

  return (
    <Card
      className="admin-card"
      title={t('exams.title', { cycle: nameIn(cycle, locale) })}
      extra={<Button onClick={() => setOpen({ kind: 'create' })}>{t('exams.create.action')}</Button>}
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
        />
      )}
      {open?.kind === 'create' && (
        <CreateExamDialog
          cycle={cycle}
          taken={(exams.data ?? []).map((e) => e.subject)}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      )}
      {open?.kind === 'edit' && <EditExamDialog exam={open.exam} onClose={() => setOpen(null)} onDone={done} />}
    </Card>
  );
}
