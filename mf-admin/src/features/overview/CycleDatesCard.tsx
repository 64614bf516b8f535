// The current cycle's event dates in Hong Kong time ("Not set" for a date the cycle does not have).
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@mockexam/i18n/dates';
import { EVENT_KEYS_IN_ORDER } from '../../cycleEvents';
import { LoadError } from '../../components/LoadError';
import { langOf } from '../../lib';
import { useCycleDates } from './api';

export function CycleDatesCard() {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const events = useCycleDates();
  return (
    <Card className="admin-card" title={t('home.cycleDates')} loading={events.loading}>
      {events.error ? (
        <LoadError onRetry={events.reload} />
      ) : (
        <Descriptions column={1} bordered size="small">
          {EVENT_KEYS_IN_ORDER.map((key) => (
            <Descriptions.Item key={key} label={t(`home.event.${key}`)}>
              {events.data?.[key] ? formatDateTime(events.data[key]!, lang) : t('home.notSet')}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Card>
  );
}
