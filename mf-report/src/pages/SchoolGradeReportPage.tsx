import { NotYetAvailable } from '../NotYetAvailable';

export default function SchoolGradeReportPage() {
  return <NotYetAvailable titleKey="SchoolGradeReportPage" />;
}
