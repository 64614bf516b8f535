// Who marks the paper: each assignment of a marker to a question (as marker or chief) with where they stand,
// a new assignment, and removing one (refused once the marker has marked on the question).
import { useState } from 'react';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { getPaperAssignments } from '@mockexam/api-client';
import { NoRecords } from '@mockexam/ui';
import { LoadError } from '@mockexam/ui/antd';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { ScrollRegion } from '../../components/ScrollRegion';
import { useActionError } from '../../components/useActionError';
import { useAssignments, useDeleteAssignment } from './api';
import { AssignDialog } from './AssignDialog';
import type { QuestionFacts } from './ReferenceDialog';
import { NS } from './ns';

type Assignment = Awaited<ReturnType<typeof getPaperAssignments>>['assignments'][number];

export function Assignments({ examPaperId, questions }: { examPaperId: number; questions: QuestionFacts[] }) {
  const { t } = useTranslation(NS);
  const { modal } = App.useApp();
  const actionError = useActionError();
  const assignments = useAssignments(examPaperId);
  const removing = useDeleteAssignment(examPaperId);
  const [adding, setAdding] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);
  const who = (a: Assignment) => t('progress.who', { name: a.name, label: a.label });

  function remove(a: Assignment) {
    setResult(null);
    modal.confirm({
      title: t('assignments.removeTitle', { who: who(a) }),
      content: t('assignments.removeText'),
      okText: t('assignments.remove'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        removing
          .mutateAsync(a.id)
          .then(() => setResult({ type: 'success', text: t('assignments.removed', { who: who(a) }) }))
          .catch((e: unknown) => setResult({ type: 'error', text: actionError(e) })),
    });
  }

  return (
    <Card
      type="inner"
      className="admin-card"
      title={t('assignments.title')}
      extra={
        <Button type="primary" disabled={questions.length === 0} onClick={() => setAdding(true)}>
          {t('assignments.add')}
        </Button>
      }
    >
      <ResultAlert result={result} onClose={() => setResult(null)} />
      {assignments.isError && !assignments.isFetching ? (
        <LoadError onRetry={() => void assignments.refetch()} />
      ) : (
        <ScrollRegion label={t('assignments.tableLabel')}>
          <Table<Assignment>
            size="small"
            rowKey="id"
            loading={assignments.isPending}
            pagination={false}
            dataSource={assignments.data?.assignments ?? []}
            locale={{ emptyText: <NoRecords /> }}
            columns={[
              { title: t('progress.question'), dataIndex: 'label' },
              { title: t('progress.marker'), dataIndex: 'name' },
              { title: t('progress.role'), key: 'role', render: (_, a) => t(`role.${a.role}`) },
              { title: t('progress.status'), key: 'status', render: (_, a) => t(`status.${a.status}`) },
              {
                title: t('actions'),
                key: 'remove',
                render: (_, a) => (
                  <Button
                    danger
                    size="small"
                    aria-label={t('assignments.removeLabel', { who: who(a) })}
                    onClick={() => remove(a)}
                  >
                    {t('assignments.remove')}
                  </Button>
                ),
              },
            ]}
          />
        </ScrollRegion>
      )}
      {adding && (
        <AssignDialog
          examPaperId={examPaperId}
          questions={questions}
          onClose={() => setAdding(false)}
          onDone={(r) => {
            setResult(r);
            setAdding(false);
          }}
        />
      )}
    </Card>
  );
}
