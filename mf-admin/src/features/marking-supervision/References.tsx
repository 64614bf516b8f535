// A question's reference scripts: practice scripts the markers learn from, qualification scripts they must
// mark within tolerance before live marking, and seed scripts hidden among live ones. Each with its
// definitive mark, the note markers read, how many markers marked it, and its image; one not yet marked can
// be removed.
import { useState } from 'react';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { writingCriterionLabels, type MarkingReferencesResponse, type WritingCriterionCode } from '@mockexam/contracts';
import { textIn } from '@mockexam/i18n';
import { NoRecords } from '@mockexam/ui';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { ScrollRegion } from '../../components/ScrollRegion';
import { useActionError } from '../../components/useActionError';
import { useDeleteReference, useReferences } from './api';
import { RegionImages } from './RegionImages';
import { ReferenceDialog, type QuestionFacts } from './ReferenceDialog';
import { NS } from './ns';

type Reference = MarkingReferencesResponse['references'][number];

export function References({ question }: { question: QuestionFacts }) {
  const { t } = useTranslation(NS);
  const locale = useLocale();
  const { modal } = App.useApp();
  const actionError = useActionError();
  const references = useReferences(question.id);
  const removing = useDeleteReference(question.id);
  const [adding, setAdding] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);

  function remove(reference: Reference) {
    modal.confirm({
      title: t('references.removeTitle', { code: reference.script_code }),
      content: t('references.removeText'),
      okText: t('references.remove'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        removing
          .mutateAsync(reference.id)
          .then(() => setResult({ type: 'success', text: t('references.removed', { code: reference.script_code }) }))
          .catch((e: unknown) => setResult({ type: 'error', text: actionError(e) })),
    });
  }

  const criteriaText = (criteria: Reference['definitive_criteria']) =>
    criteria
      ? Object.entries(criteria)
          .map(([code, score]) => `${textIn(writingCriterionLabels[code as WritingCriterionCode], locale)} ${score}`)
          .join('; ')
      : '';

  return (
    <Card
      type="inner"
      className="admin-card"
      title={t('references.title', { label: question.label })}
      extra={
        <Button onClick={() => setAdding(true)} aria-label={t('references.addLabel', { label: question.label })}>
          {t('references.add')}
        </Button>
      }
    >
      <p className="admin-help">{t('references.help')}</p>
      <ResultAlert result={result} onClose={() => setResult(null)} />
      {references.isError && !references.isFetching ? (
        <LoadError onRetry={() => void references.refetch()} />
      ) : (
        <ScrollRegion label={t('references.tableLabel', { label: question.label })}>
          <Table<Reference>
            size="small"
            rowKey="id"
            loading={references.isPending}
            pagination={false}
            dataSource={references.data?.references ?? []}
            locale={{ emptyText: <NoRecords /> }}
            expandable={{
              expandedRowRender: (r) => <RegionImages scriptCode={r.script_code} regions={r.regions} />,
            }}
            columns={[
              { title: t('references.script'), dataIndex: 'script_code' },
              {
                title: t('references.purpose'),
                dataIndex: 'purpose',
                render: (p: Reference['purpose']) => t(`purpose.${p}`),
              },
              {
                title: t('references.definitiveShort'),
                key: 'score',
                render: (_, r) => (
                  <>
                    {r.definitive_score}
                    {r.definitive_criteria && <div className="admin-help">{criteriaText(r.definitive_criteria)}</div>}
                  </>
                ),
              },
              { title: t('references.note'), dataIndex: 'note', render: (n: string | null) => n ?? '' },
              { title: t('references.marked'), dataIndex: 'marked' },
              {
                title: t('actions'),
                key: 'remove',
                render: (_, r) => (
                  <Button
                    danger
                    size="small"
                    disabled={r.marked > 0}
                    title={r.marked > 0 ? t('references.markedCannotRemove') : undefined}
                    aria-label={t('references.removeLabel', { code: r.script_code })}
                    onClick={() => remove(r)}
                  >
                    {t('references.remove')}
                  </Button>
                ),
              },
            ]}
          />
        </ScrollRegion>
      )}
      {adding && (
        <ReferenceDialog
          question={question}
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
