// Opening a paper's marking: its items (one per candidate and question) are made from its filed scans.
// Opening again after more scans makes only the new ones; the answer says how many there are and how many
// were new.
import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import { useTranslation } from 'react-i18next';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { useActionError } from '../../components/useActionError';
import { useOpenMarking } from './api';
import { NS } from './ns';

export function OpenMarking({ examPaperId }: { examPaperId: number }) {
  const { t } = useTranslation(NS);
  const actionError = useActionError();
  const opening = useOpenMarking(examPaperId);
  const [result, setResult] = useState<ActionResult | null>(null);

  function open() {
    setResult(null);
    opening.mutate(undefined, {
      onSuccess: ({ items, created }) =>
        setResult({ type: 'success', text: t('open.done', { count: items, created }) }),
      onError: (e) => setResult({ type: 'error', text: actionError(e) }),
    });
  }

  return (
    <Card type="inner" className="admin-card" title={t('open.title')}>
      <p className="admin-help">{t('open.help')}</p>
      <ResultAlert result={result} onClose={() => setResult(null)} />
      <Button type="primary" loading={opening.isPending} onClick={open}>
        {t('open.button')}
      </Button>
    </Card>
  );
}
