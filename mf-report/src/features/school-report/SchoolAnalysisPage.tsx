// A school's performance analysis (school/school-analysis/{id}): comes in a later release of this remote.
import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '@mockexam/ui';

export default function SchoolAnalysisPage() {
  const { t } = useTranslation('report');
  return <NotYetAvailable remote="mf-report" title={t('title.SchoolAnalysisPage')} />;
}
