import { useTranslation } from 'react-i18next';

/** The empty-list state every list shows (spec: 'No records'). */
export function NoRecords() {
  const { t } = useTranslation('common');
  return (
    <p className="no-records" role="status">
      {t('noRecords')}
    </p>
  );
}
