import { NotYetAvailable } from '../NotYetAvailable';

export default function SchoolReportPage() {
  return <NotYetAvailable titleKey="SchoolReportPage" />;
}
