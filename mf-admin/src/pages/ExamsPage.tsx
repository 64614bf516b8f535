// admin/exams and admin/exams/:id: a cycle's exams, and the exam opened with its papers, boundaries and grading.
import { BackOfficeLayout } from '../components/BackOfficeLayout';
import { Exams } from '../features/exams/Exams';

export default function ExamsPage() {
  return (
    <BackOfficeLayout section="exams">
      <Exams />
    </BackOfficeLayout>
  );
}
