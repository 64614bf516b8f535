import { NotYetAvailable } from '../NotYetAvailable';

export default function DesktopExamReportPage() {
  return <NotYetAvailable titleKey="DesktopExamReportPage" />;
}
