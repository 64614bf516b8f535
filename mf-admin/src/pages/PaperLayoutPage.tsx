// admin/exams/:id/papers/:paperId/layout: a paper's page layout and its answer books.
import { BackOfficeLayout } from '../components/BackOfficeLayout';
import { PaperLayout } from '../features/exams/layout/PaperLayoutPage';

export default function PaperLayoutPage() {
  return (
    <BackOfficeLayout section="exams">
      <PaperLayout />
    </BackOfficeLayout>
  );
}
