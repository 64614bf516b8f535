import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '@mockexam/ui';

export default function ExamResultListPage() {
  const { t } = useTranslation('report');
  return <NotYetAvailable remote="mf-report" title={t('title.ExamResultListPage')} />;
}
