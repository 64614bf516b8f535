// Audit log: every staff action and order transition, newest first, filtered by entity (kept in the URL).
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@mockexam/ui/antd';
import { HistoryTable } from '../../components/HistoryTable';
import { useAuditLog } from './api';

const DEFAULT_LIMIT = 100;

interface Filters {
  entity?: string;
  entity_id?: string;
  limit?: number;
}

export function AuditLog() {
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const entity = searchParams.get('entity') ?? '';
  const entityId = searchParams.get('entity_id') ?? '';
  const limit = Number(searchParams.get('limit')) || DEFAULT_LIMIT;
  const log = useAuditLog({ entity, entity_id: entityId, limit });

  function filter(values: Filters) {
    const next: Record<string, string> = {};
    if (values.entity?.trim()) next.entity = values.entity.trim();
    if (values.entity_id?.trim()) next.entity_id = values.entity_id.trim();
    if (values.limit && values.limit !== DEFAULT_LIMIT) next.limit = String(values.limit);
    setSearchParams(next);
  }

  return (
    <>
      <Card className="admin-card" title={t('audit.filters')}>
        <Form<Filters>
          layout="vertical"
          className="admin-toolbar"
          initialValues={{ entity, entity_id: entityId, limit }}
          onFinish={filter}
        >
          <Form.Item label={t('audit.entity')} name="entity">
            <Input allowClear />
          </Form.Item>
          <Form.Item label={t('audit.entityId')} name="entity_id">
            <Input allowClear />
          </Form.Item>
          <Form.Item label={t('audit.limit')} name="limit" rules={[{ type: 'integer', min: 1, max: 500 }]}>
            <InputNumber min={1} max={500} precision={0} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {t('audit.submit')}
            </Button>
          </Form.Item>
          <Form.Item>
            <Button onClick={() => void log.refetch()}>{t('common.refresh')}</Button>
          </Form.Item>
        </Form>
      </Card>
      <Card className="admin-card" title={t('section.audit')}>
        {log.isError && !log.isFetching ? (
          <LoadError onRetry={() => void log.refetch()} />
        ) : (
          <HistoryTable entries={log.data ?? []} loading={log.isFetching} label={t('auditLog.tableLabel')} />
        )}
      </Card>
    </>
  );
}
