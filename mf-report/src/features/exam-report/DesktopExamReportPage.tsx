// The exam report on a desktop (exam-report/d/{id}), for schools: comes in a later release of this remote.
import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '@mockexam/ui';

export default function DesktopExamReportPage() {
  const { t } = useTranslation('report');
  return <NotYetAvailable remote="mf-report" title={t('title.DesktopExamReportPage')} />;
}
