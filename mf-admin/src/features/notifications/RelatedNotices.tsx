// An order's or a school's messages, newest first, on its own page (the newest 20; the message history
// holds them all), with the text of each and Resend.
import { useState } from 'react';
import Card from 'antd/es/card';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { adminHref } from '../../components/sections';
import { useNotices } from './api';
import { NoticeTable } from './NoticeTable';

const SHOWN = 20;

type Of = { order_no: string } | { school_id: number };

export function RelatedNotices({ of }: { of: Of }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [result, setResult] = useState<ActionResult | null>(null);
  const notices = useNotices({ ...of, limit: SHOWN });
  const title = t('order_no' in of ? 'notices.ofOrder' : 'notices.ofSchool');
  const search: Record<string, string> =
    'order_no' in of ? { order_no: of.order_no } : { school_id: String(of.school_id) };
  const total = notices.data?.total ?? 0;
  return (
    <Card className="admin-card" title={title}>
      <ResultAlert result={result} onClose={() => setResult(null)} />
      {notices.isError && !notices.isFetching ? (
        <LoadError onRetry={() => void notices.refetch()} />
      ) : (
        <NoticeTable
          notices={notices.data?.items ?? []}
          loading={notices.isFetching}
          label={title}
          compact
          onDone={setResult}
        />
      )}
      {total > SHOWN && (
        <p>
          <Link to={adminHref(locale, 'notifications', search)}>{t('notices.more')}</Link>
        </p>
      )}
    </Card>
  );
}
