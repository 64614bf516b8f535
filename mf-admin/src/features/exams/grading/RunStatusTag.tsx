// A grading run's state: published (the reports show it), withdrawn (published once, then replaced by a
// newer run), or not published.
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { AdminGradingRun } from '@mockexam/contracts';

export function RunStatusTag({ run }: { run: AdminGradingRun }) {
  const { t } = useTranslation('admin');
  if (run.published) return <Tag color="green">{t('exams.grading.published')}</Tag>;
  if (run.published_at) return <Tag>{t('exams.grading.withdrawnTag')}</Tag>;
  return <Tag color="orange">{t('exams.grading.notPublished')}</Tag>;
}
