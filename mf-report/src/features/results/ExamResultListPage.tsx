// My grades (exam-result-list): the candidate's results: comes in a later release of this remote.
import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '@mockexam/ui';

export default function ExamResultListPage() {
  const { t } = useTranslation('report');
  return <NotYetAvailable remote="mf-report" title={t('title.ExamResultListPage')} />;
}
