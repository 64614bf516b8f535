// admin/notifications/templates: the texts of every message in both languages.
import { BackOfficeLayout } from '../components/BackOfficeLayout';
import { Templates } from '../features/notifications/Templates';

export default function NotificationTemplatesPage() {
  return (
    <BackOfficeLayout section="notifications">
      <Templates />
    </BackOfficeLayout>
  );
}
