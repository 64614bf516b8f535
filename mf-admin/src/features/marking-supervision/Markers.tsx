// The markers section (admin/markers): every marker with their school and how many questions they are
// assigned, a new marker, a change of name, school or password, and disabling or enabling an account
// (a disabled marker cannot sign in; their marks stay).
import { useState } from 'react';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { MarkersResponse } from '@mockexam/contracts';
import { NoRecords } from '@mockexam/ui';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { ScrollRegion } from '../../components/ScrollRegion';
import { useActionError } from '../../components/useActionError';
import { useMarkers, useUpdateMarker } from './api';
import { MarkerDialog } from './MarkerDialog';
import { NS } from './ns';
import './marking-supervision.css';

type Marker = MarkersResponse['markers'][number];

export function Markers() {
  const { t } = useTranslation(NS);
  const locale = useLocale();
  const { modal } = App.useApp();
  const actionError = useActionError();
  const markers = useMarkers();
  const toggle = useUpdateMarker();
  const [open, setOpen] = useState<{ marker?: Marker } | null>(null);
  const [result, setResult] = useState<ActionResult | null>(null);

  function setDisabled(marker: Marker, disabled: boolean) {
    const run = () =>
      toggle
        .mutateAsync({ id: marker.id, disabled })
        .then(() =>
          setResult({
            type: 'success',
            text: t(disabled ? 'markers.disabledDone' : 'markers.enabledDone', { name: marker.name }),
          }),
        )
        .catch((e: unknown) => setResult({ type: 'error', text: actionError(e) }));
    setResult(null);
    if (!disabled) return void run();
    modal.confirm({
      title: t('markers.disableTitle', { name: marker.name }),
      content: t('markers.disableText'),
      okText: t('markers.disable'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: run,
    });
  }

  const school = (m: Marker) => (locale === 'en' ? m.school_name_en : m.school_name_zh) ?? t('markers.noSchool');

  return (
    <Card
      className="admin-card"
      title={t('markers.title')}
      extra={
        <Button type="primary" onClick={() => setOpen({})}>
          {t('markers.create')}
        </Button>
      }
    >
      <p className="admin-help">{t('markers.help')}</p>
      <ResultAlert result={result} onClose={() => setResult(null)} />
      {markers.isError && !markers.isFetching ? (
        <LoadError onRetry={() => void markers.refetch()} />
      ) : (
        <ScrollRegion label={t('markers.tableLabel')}>
          <Table<Marker>
            size="small"
            rowKey="id"
            loading={markers.isPending}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            dataSource={markers.data?.markers ?? []}
            locale={{ emptyText: <NoRecords /> }}
            columns={[
              { title: t('markers.name'), dataIndex: 'name' },
              { title: t('markers.username'), dataIndex: 'username' },
              { title: t('markers.school'), key: 'school', render: (_, m) => school(m) },
              { title: t('markers.assignments'), dataIndex: 'assignments' },
              {
                title: t('markers.state'),
                key: 'state',
                render: (_, m) =>
                  m.disabled ? (
                    <Tag color="red">{t('markers.disabled')}</Tag>
                  ) : (
                    <Tag color="green">{t('markers.active')}</Tag>
                  ),
              },
              {
                title: t('actions'),
                key: 'actions',
                render: (_, m) => (
                  <Space wrap size="small">
                    <Button
                      size="small"
                      aria-label={t('markers.editLabel', { name: m.name })}
                      onClick={() => setOpen({ marker: m })}
                    >
                      {t('markers.edit')}
                    </Button>
                    <Button
                      size="small"
                      danger={!m.disabled}
                      disabled={toggle.isPending}
                      aria-label={t(m.disabled ? 'markers.enableLabel' : 'markers.disableLabel', { name: m.name })}
                      onClick={() => setDisabled(m, !m.disabled)}
                    >
                      {t(m.disabled ? 'markers.enable' : 'markers.disable')}
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        </ScrollRegion>
      )}
      {open && (
        <MarkerDialog
          marker={open.marker}
          onClose={() => setOpen(null)}
          onDone={(r) => {
            setResult(r);
            setOpen(null);
          }}
        />
      )}
    </Card>
  );
}
