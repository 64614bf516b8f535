import { NotYetAvailable } from '../NotYetAvailable';

export default function ExamResultListPage() {
  return <NotYetAvailable titleKey="ExamResultListPage" />;
}
