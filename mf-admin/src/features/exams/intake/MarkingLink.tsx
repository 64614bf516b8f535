// The way from a paper on the exam page to its on-screen marking (the cycle goes along for the heading).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminExam, AdminExamPaper } from '@mockexam/contracts';
import { useLocale } from '@mockexam/ui/text';
import { adminHref } from '../../../components/sections';

export function MarkingLink({ exam, paper }: { exam: AdminExam; paper: AdminExamPaper }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const to = adminHref(locale, `exams/${exam.exam_id}/papers/${paper.exam_paper_id}/marking`, {
    cycle: String(exam.cycle_id),
  });
  return (
    <Link to={to} aria-label={t('intake.markingLinkLabel', { no: paper.paper_no })}>
      {t('intake.markingLink')}
    </Link>
  );
}
