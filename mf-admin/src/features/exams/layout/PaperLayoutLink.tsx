// The way from a paper on the exam page to its page layout and answer books.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminExam, AdminExamPaper } from '@mockexam/contracts';
import { useLocale } from '@mockexam/ui/text';
import { adminHref } from '../../../components/sections';

export function PaperLayoutLink({ exam, paper }: { exam: AdminExam; paper: AdminExamPaper }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <p>
      <Link to={adminHref(locale, `exams/${exam.exam_id}/papers/${paper.exam_paper_id}/layout`)}>
        {t('paperLayout.open')}
      </Link>{' '}
      <span className="admin-help">{t('paperLayout.openHelp')}</span>
    </p>
  );
}
