import { NotYetAvailable } from '../NotYetAvailable';

export default function SchoolAnalysisPage() {
  return <NotYetAvailable titleKey="SchoolAnalysisPage" />;
}
