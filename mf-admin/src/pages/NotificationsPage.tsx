// admin/notifications: every message sent, its state and text, filtered by what the address names.
import { BackOfficeLayout } from '../components/BackOfficeLayout';
import { NoticeHistory } from '../features/notifications/NoticeHistory';

export default function NotificationsPage() {
  return (
    <BackOfficeLayout section="notifications">
      <NoticeHistory />
    </BackOfficeLayout>
  );
}
