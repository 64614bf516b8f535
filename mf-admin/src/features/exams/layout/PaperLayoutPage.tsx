// admin/exams/:id/papers/:paper/layout: a paper's layout editor and its answer books, one page.
import Card from 'antd/es/card';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { adminHref } from '../../../components/sections';
import { usePaperLayout } from './api';
import { AnswerBooksPanel } from './AnswerBooksPanel';
import { LayoutEditor } from './LayoutEditor';

export function PaperLayout() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const params = useParams();
  const examId = Number(params.id);
  const paperId = Number(params.paper);
  const layout = usePaperLayout(paperId);
  return (
    <>
      <p>
        <Link to={adminHref(locale, `exams/${examId}`)}>{t('paperLayout.back')}</Link>
      </p>
      <Card
        className="admin-card"
        title={t('paperLayout.title', { no: layout.data?.paper_no ?? '' })}
        loading={!layout.data && !layout.isError}
      >
        {layout.isError && !layout.isFetching && <LoadError onRetry={() => void layout.refetch()} />}
        {/* Keyed by the saved layout's paper: a fresh draft for another paper. */}
        {layout.data && <LayoutEditor key={layout.data.exam_paper_id} layout={layout.data} />}
      </Card>
      <Card className="admin-card" title={t('paperLayout.books.title')} style={{ marginTop: 16 }}>
        <AnswerBooksPanel paperId={paperId} />
      </Card>
    </>
  );
}
