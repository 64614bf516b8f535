// Every exam cycle, with the current one tagged: staff open next year's cycle and, when it is ready, make it
// current (enrolment, event dates, products and the dashboard follow the current cycle).
import { useState } from 'react';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { AdminCycle } from '@mockexam/api-client';
import { nameIn } from '@mockexam/i18n';
import { NoRecords, ScrollRegion } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { useActionError } from '../../components/useActionError';
import { useMakeCycleCurrent } from './api';
import { NewCycleDialog } from './NewCycleDialog';

export function CyclesCard({ cycles }: { cycles: AdminCycle[] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const actionError = useActionError();
  const { modal } = App.useApp();
  const makingCurrent = useMakeCycleCurrent();
  const [creating, setCreating] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);

  function done(r: ActionResult) {
    setCreating(false);
    setResult(r);
  }

  function makeCurrent(cycle: AdminCycle) {
    const name = nameIn(cycle, locale);
    modal.confirm({
      title: t('cycles.makeCurrentTitle', { code: cycle.code }),
      content: t('cycles.makeCurrentText', { name }),
      okText: t('cycles.makeCurrentAction'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await makingCurrent.mutateAsync(cycle.cycle_id);
          setResult({ type: 'success', text: t('cycles.madeCurrent', { code: cycle.code }) });
        } catch (e) {
          setResult({ type: 'error', text: actionError(e) });
        }
      },
    });
  }

  return (
    <Card
      className="admin-card"
      title={t('cycles.title')}
      extra={<Button onClick={() => setCreating(true)}>{t('cycles.new')}</Button>}
    >
      <ResultAlert result={result} onClose={() => setResult(null)} />
      <ScrollRegion label={t('cycles.title')}>
        <Table<AdminCycle>
          size="small"
          rowKey="cycle_id"
          pagination={false}
          dataSource={cycles}
          locale={{ emptyText: <NoRecords /> }}
          columns={[
            { title: t('cycles.code'), dataIndex: 'code' },
            { title: t('cycles.nameZh'), dataIndex: 'name_zh' },
            { title: t('cycles.nameEn'), dataIndex: 'name_en' },
            {
              title: t('cycles.status'),
              key: 'current',
              render: (_: unknown, c) => (c.is_current ? <Tag color="green">{t('cycles.current')}</Tag> : null),
            },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_: unknown, c) =>
                c.is_current ? null : (
                  <Button onClick={() => makeCurrent(c)} aria-label={`${t('cycles.makeCurrentAction')} ${c.code}`}>
                    {t('cycles.makeCurrentAction')}
                  </Button>
                ),
            },
          ]}
        />
      </ScrollRegion>
      {creating && <NewCycleDialog onClose={() => setCreating(false)} onDone={done} />}
    </Card>
  );
}
