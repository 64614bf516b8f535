import { NotYetAvailable } from '../NotYetAvailable';

export default function MobileExamReportPage() {
  return <NotYetAvailable titleKey="MobileExamReportPage" />;
}
