// A question's open flags: a marker's word that an item cannot be marked as it is (illegible, blank, the
// wrong page, a concern), with the item's image. Resolving keeps the item's marks; "mark again" returns the
// item to the queue, its marks of that round removed.
import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@mockexam/i18n/dates';
import { NoRecords } from '@mockexam/ui';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { useActionError } from '../../components/useActionError';
import { useFlags, useResolveFlag } from './api';
import { RegionImages } from './RegionImages';
import { NS } from './ns';

export function Flags({ questionId, label }: { questionId: number; label: string }) {
  const { t } = useTranslation(NS);
  const locale = useLocale();
  const actionError = useActionError();
  const flags = useFlags(questionId);
  const resolving = useResolveFlag(questionId);
  const [result, setResult] = useState<ActionResult | null>(null);

  function resolve(id: number, code: string, requeue: boolean) {
    setResult(null);
    resolving.mutate(
      { id, requeue },
      {
        onSuccess: () =>
          setResult({ type: 'success', text: t(requeue ? 'flags.requeued' : 'flags.resolved', { code }) }),
        onError: (e) => setResult({ type: 'error', text: actionError(e) }),
      },
    );
  }

  const list = flags.data?.flags ?? [];
  return (
    <Card type="inner" className="admin-card" title={t('flags.title', { label, count: list.length })}>
      <ResultAlert result={result} onClose={() => setResult(null)} />
      {flags.isError && !flags.isFetching ? (
        <LoadError onRetry={() => void flags.refetch()} />
      ) : flags.isPending ? (
        <Card loading />
      ) : list.length === 0 ? (
        <NoRecords />
      ) : (
        <ul className="marking-flags" aria-label={t('flags.listLabel', { label })}>
          {list.map((flag) => (
            <li key={flag.id} className="marking-flag">
              <h4>{t('flags.heading', { code: flag.script_code, reason: t(`flags.reason.${flag.reason}`) })}</h4>
              <p>
                {t('flags.by', { name: flag.marker_name, at: formatDateTime(flag.created_at, locale) })}
                {flag.note && (
                  <>
                    <br />
                    {t('flags.note', { note: flag.note })}
                  </>
                )}
              </p>
              <RegionImages scriptCode={flag.script_code} regions={flag.regions} />
              <Space wrap style={{ marginTop: 8 }}>
                <Button
                  type="primary"
                  disabled={resolving.isPending}
                  aria-label={t('flags.resolveLabel', { code: flag.script_code })}
                  onClick={() => resolve(flag.id, flag.script_code, false)}
                >
                  {t('flags.resolve')}
                </Button>
                <Button
                  disabled={resolving.isPending}
                  aria-label={t('flags.requeueLabel', { code: flag.script_code })}
                  onClick={() => resolve(flag.id, flag.script_code, true)}
                >
                  {t('flags.requeue')}
                </Button>
              </Space>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
