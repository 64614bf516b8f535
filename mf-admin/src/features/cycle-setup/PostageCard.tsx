// Every postage method (switched-off ones tagged), read from the staff list: names, fee, offered or not.
import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { AdminPostageMethod } from '@mockexam/api-client';
import { nameIn } from '@mockexam/i18n';
import { NoRecords, ScrollRegion, formatHkd } from '@mockexam/ui';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { useAdminPostageMethods } from './api';
import { OfferedTag } from './OfferedTag';
import { PostageDialog } from './PostageDialog';

export function PostageCard() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const methods = useAdminPostageMethods();
  const [editing, setEditing] = useState<AdminPostageMethod | null>(null);
  const [result, setResult] = useState<ActionResult | null>(null);
  const name = (m: AdminPostageMethod) => nameIn(m, locale);

  function done(r: ActionResult) {
    setEditing(null);
    setResult(r);
  }

  return (
    <Card className="admin-card" title={t('cycle.postage')}>
      <ResultAlert result={result} onClose={() => setResult(null)} />
      {methods.isError && !methods.isFetching ? (
        <LoadError onRetry={() => void methods.refetch()} />
      ) : (
        <ScrollRegion label={t('cycle.postage')}>
          <Table<AdminPostageMethod>
            size="small"
            rowKey="code"
            loading={methods.isFetching}
            pagination={false}
            dataSource={methods.data ?? []}
            locale={{ emptyText: <NoRecords /> }}
            columns={[
              { title: t('cycle.postageName'), key: 'name', render: (_: unknown, m) => name(m) },
              { title: t('cycle.postageCode'), dataIndex: 'code' },
              { title: t('cycle.detailKind'), dataIndex: 'detail_kind', render: (k: string) => t(`cycle.detail.${k}`) },
              { title: t('cycle.fee'), dataIndex: 'fee_cents', align: 'right', render: (c: number) => formatHkd(c) },
              { title: t('cycle.offered'), dataIndex: 'active', render: (a: boolean) => <OfferedTag active={a} /> },
              {
                title: t('common.actions'),
                key: 'edit',
                render: (_: unknown, m) => (
                  <Button onClick={() => setEditing(m)} aria-label={`${t('cycle.edit')} ${name(m)}`}>
                    {t('cycle.edit')}
                  </Button>
                ),
              },
            ]}
          />
        </ScrollRegion>
      )}
      {editing && <PostageDialog method={editing} onClose={() => setEditing(null)} onDone={done} />}
    </Card>
  );
}
