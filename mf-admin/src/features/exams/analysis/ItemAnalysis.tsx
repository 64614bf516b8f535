// Item analysis of the exam's papers, from the marks as they are now: per paper its reliability (Cronbach's
// alpha and the standard error of measurement) and per question facility, discrimination and discriminative
// efficiency, with the questions the server flags as weak highlighted and the reason written beside them.
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import type { AdminExam, PaperStatistic } from '@mockexam/contracts';
import { fieldIn } from '@mockexam/i18n';
import { NoRecords } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';
import { LoadError } from '@mockexam/ui/antd';
import { useItemAnalysis } from '../api';
import { ItemsTable } from './ItemsTable';
import { decimal } from './numbers';

export function ItemAnalysis({ exam }: { exam: AdminExam }) {
  const analysis = useItemAnalysis(exam.exam_id);
  if (analysis.isError && !analysis.isFetching) return <LoadError onRetry={() => void analysis.refetch()} />;
  if (!analysis.data) return <Card loading />;
  if (analysis.data.papers.length === 0) return <NoRecords />;
  return (
    <>
      {analysis.data.papers.map((paper) => (
        <PaperAnalysis key={paper.exam_paper_id} paper={paper} />
      ))}
    </>
  );
}

function PaperAnalysis({ paper }: { paper: PaperStatistic }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const none = t('common.none');
  return (
    <Card
      type="inner"
      className="admin-card"
      title={t('exams.paper.option', { no: paper.paper_no, title: fieldIn(paper, 'title', locale) })}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'n', label: t('exams.analysis.candidates'), children: paper.candidates },
          { key: 'max', label: t('exams.analysis.max'), children: decimal(paper.max_score, 1) ?? none },
          { key: 'mean', label: t('exams.analysis.mean'), children: decimal(paper.mean, 2) ?? none },
          { key: 'sd', label: t('exams.analysis.sd'), children: decimal(paper.sd, 2) ?? none },
          { key: 'alpha', label: t('exams.analysis.alpha'), children: decimal(paper.alpha, 3) ?? none },
          { key: 'sem', label: t('exams.analysis.sem'), children: decimal(paper.sem, 2) ?? none },
        ]}
      />
      <ItemsTable paper={paper} />
    </Card>
  );
}
