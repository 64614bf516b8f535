// admin/schools and admin/schools/:id: the schools, and one school's history over them.
import { BackOfficeLayout } from '../components/BackOfficeLayout';
import { Schools } from '../features/schools/Schools';

export default function SchoolsPage() {
  return (
    <BackOfficeLayout section="schools">
      <Schools />
    </BackOfficeLayout>
  );
}
