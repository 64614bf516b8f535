// The current cycle's products (inactive ones too), named as the database names them: price, exam date,
// open for enrolment; each edited in a dialog.
import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { AdminCycle } from '@mockexam/api-client';
import { formatDate } from '@mockexam/i18n/dates';
import { fieldIn, nameIn } from '@mockexam/i18n';
import { NoRecords, ScrollRegion, formatHkd } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { EditProductDialog } from './EditProductDialog';

type CycleProduct = AdminCycle['products'][number];

export function ProductsCard({ cycle }: { cycle: AdminCycle }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [editing, setEditing] = useState<CycleProduct | null>(null);
  const [result, setResult] = useState<ActionResult | null>(null);
  const name = (p: CycleProduct) => nameIn(p, locale);

  function done(r: ActionResult) {
    setEditing(null);
    setResult(r);
  }

  return (
    <Card className="admin-card" title={t('cycle.products')}>
      <ResultAlert result={result} onClose={() => setResult(null)} />
      <ScrollRegion label={t('cycle.products')}>
        <Table<CycleProduct>
          size="small"
          rowKey="product_db_id"
          pagination={false}
          dataSource={cycle.products}
          locale={{ emptyText: <NoRecords /> }}
          columns={[
            { title: t('cycle.product'), key: 'name', render: (_: unknown, p) => name(p) },
            {
              title: t('detail.subject'),
              key: 'subject',
              render: (_: unknown, p) => fieldIn(p, 'subject_name', locale),
            },
            { title: t('cycle.price'), dataIndex: 'price_cents', align: 'right', render: (c: number) => formatHkd(c) },
            {
              title: t('cycle.examDate'),
              dataIndex: 'exam_date',
              render: (v: string | null) => (v ? formatDate(v, locale) : t('home.notSet')),
            },
            {
              title: t('cycle.active'),
              dataIndex: 'active',
              render: (v: boolean) => (v ? t('common.yes') : <Tag>{t('common.no')}</Tag>),
            },
            {
              title: t('common.actions'),
              key: 'edit',
              render: (_: unknown, p) => (
                <Button onClick={() => setEditing(p)} aria-label={`${t('cycle.edit')} ${name(p)}`}>
                  {t('cycle.edit')}
                </Button>
              ),
            },
          ]}
        />
      </ScrollRegion>
      {editing && (
        <EditProductDialog product={editing} name={name(editing)} onClose={() => setEditing(null)} onDone={done} />
      )}
    </Card>
  );
}
