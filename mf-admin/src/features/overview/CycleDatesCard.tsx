// The current cycle's event dates in Hong Kong time ("Not set" for a date the cycle does not have).
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@mockexam/i18n/dates';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { EVENT_KEYS_IN_ORDER } from '../../components/cycleEvents';
import { useCycleDates } from './api';

export function CycleDatesCard() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const events = useCycleDates();
  return (
    <Card className="admin-card" title={t('home.cycleDates')} loading={events.isFetching && !events.data}>
      {events.isError && !events.isFetching ? (
        <LoadError onRetry={() => void events.refetch()} />
      ) : (
        <Descriptions column={1} bordered size="small">
          {EVENT_KEYS_IN_ORDER.map((key) => (
            <Descriptions.Item key={key} label={t(`home.event.${key}`)}>
              {events.data?.[key] ? formatDateTime(events.data[key]!, locale) : t('home.notSet')}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Card>
  );
}
