// The schools section: the search (kept in the URL with its page, so a reload or a shared link shows the same
// list), the schools with their subjects and accounts, the dialogs their actions open, a school's history
// (a drawer at the school's own address, admin/schools/:id, over the list), and the export of submitted
// candidates.
import { useState } from 'react';
import Card from 'antd/es/card';
import Pagination from 'antd/es/pagination';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminSchool, AdminSchoolAccount } from '@mockexam/contracts';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { adminHref } from '../../components/sections';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { useAdminSchools } from './api';
import { CreateAccountDialog } from './CreateAccountDialog';
import { ExportCard } from './ExportCard';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { SchoolHistoryDrawer } from './SchoolHistoryDrawer';
import { SchoolSearchForm } from './SchoolSearchForm';
import { SchoolsTable } from './SchoolsTable';
import { useToggleAccount } from './useToggleAccount';

type Open = { kind: 'create'; school: AdminSchool } | { kind: 'reset'; account: AdminSchoolAccount } | null;

export function Schools() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const historyOf = Number(useParams().id) || null;
  const q = searchParams.get('q') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const result = useAdminSchools({ q, page });
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<ActionResult | null>(null);
  const toggle = useToggleAccount(setOutcome);

  function show(next: { q: string; page: number }) {
    const params: Record<string, string> = {};
    if (next.q) params.q = next.q;
    if (next.page > 1) params.page = String(next.page);
    setSearchParams(params);
  }

  function done(r: ActionResult) {
    setOpen(null);
    setOutcome(r);
  }

  const data = result.data;
  return (
    <>
      <SchoolSearchForm q={q} onSearch={(text) => show({ q: text, page: 1 })} />
      <Card
        className="admin-card"
        title={t('schools.results')}
        extra={data ? t('schools.total', { count: data.total }) : null}
      >
        <ResultAlert result={outcome} onClose={() => setOutcome(null)} />
        {result.isError && !result.isFetching ? (
          <LoadError onRetry={() => void result.refetch()} />
        ) : (
          <SchoolsTable
            schools={data?.schools ?? []}
            loading={result.isFetching}
            onAddAccount={(school) => setOpen({ kind: 'create', school })}
            onHistory={(school) => void navigate(adminHref(locale, `schools/${school.school_id}`, searchParams))}
            onReset={(_, account) => setOpen({ kind: 'reset', account })}
            onToggle={(_, account) => toggle(account)}
          />
        )}
        {data && data.total > data.page_size && (
          <Pagination
            style={{ marginTop: 12 }}
            current={data.page}
            pageSize={data.page_size}
            total={data.total}
            showSizeChanger={false}
            onChange={(next) => show({ q, page: next })}
          />
        )}
      </Card>
      <ExportCard />
      {open?.kind === 'create' && (
        <CreateAccountDialog school={open.school} onClose={() => setOpen(null)} onDone={done} />
      )}
      {open?.kind === 'reset' && (
        <ResetPasswordDialog account={open.account} onClose={() => setOpen(null)} onDone={done} />
      )}
      {historyOf && (
        <SchoolHistoryDrawer
          schoolId={historyOf}
          school={data?.schools.find((school) => school.school_id === historyOf)}
          onClose={() => void navigate(adminHref(locale, 'schools', searchParams))}
        />
      )}
    </>
  );
}
