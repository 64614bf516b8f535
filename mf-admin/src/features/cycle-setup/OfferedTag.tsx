// Whether candidates are offered a venue or postage method: switched-off rows stand out with a tag.
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';

export function OfferedTag({ active }: { active: boolean }) {
  const { t } = useTranslation('admin');
  return active ? <>{t('common.yes')}</> : <Tag color="orange">{t('cycle.hidden')}</Tag>;
}
