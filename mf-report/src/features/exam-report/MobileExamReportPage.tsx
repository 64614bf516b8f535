// The exam report on a phone (exam-report/m/{id}): comes in a later release of this remote.
import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '@mockexam/ui';

export default function MobileExamReportPage() {
  const { t } = useTranslation('report');
  return <NotYetAvailable remote="mf-report" title={t('title.MobileExamReportPage')} />;
}
