// admin/exams/:id/papers/:paper/scans: a paper's scan intake (upload, files being read, exceptions, completeness).
import { BackOfficeLayout } from '../components/BackOfficeLayout';
import { ScanIntake } from '../features/exams/intake/ScanIntake';

export default function ScanIntakePage() {
  return (
    <BackOfficeLayout section="exams">
      <ScanIntake />
    </BackOfficeLayout>
  );
}
