// The exam opened from the list: its papers (questions, marks, scans), its grade boundaries, its grading runs
// with publishing, and the item analysis of its papers.
import Card from 'antd/es/card';
import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import type { AdminCycle } from '@mockexam/api-client';
import type { AdminExam } from '@mockexam/contracts';
import { fieldIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import { ItemAnalysis } from './analysis/ItemAnalysis';
import { BoundariesForm } from './boundaries/BoundariesForm';
import { GradingPanel } from './grading/GradingPanel';
import { PapersPanel } from './PapersPanel';
import { subjectName, subjectsOf } from '../../components/cycleSubjects';

export function ExamDetail({ cycle, exam }: { cycle: AdminCycle; exam: AdminExam }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const heading = `${subjectName(subjectsOf(cycle), exam.subject, locale)}: ${fieldIn(exam, 'title1', locale)}`;
  return (
    <Card className="admin-card" title={<h2 className="admin-exam-heading">{heading}</h2>}>
      <Tabs
        aria-label={t('exams.detail.label', { exam: heading })}
        destroyOnHidden
        items={[
          { key: 'papers', label: t('exams.detail.papers'), children: <PapersPanel exam={exam} /> },
          { key: 'boundaries', label: t('exams.detail.boundaries'), children: <BoundariesForm exam={exam} /> },
          { key: 'grading', label: t('exams.detail.grading'), children: <GradingPanel exam={exam} /> },
          { key: 'analysis', label: t('exams.detail.analysis'), children: <ItemAnalysis exam={exam} /> },
        ]}
      />
    </Card>
  );
}
