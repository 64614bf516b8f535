// admin/audit: the audit log, filtered by what the URL names.
import { BackOfficeLayout } from '../components/BackOfficeLayout';
import { AuditLog } from '../features/audit/AuditLog';

export default function AuditPage() {
  return (
    <BackOfficeLayout section="audit">
      <AuditLog />
    </BackOfficeLayout>
  );
}
