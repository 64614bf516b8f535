import { NotYetAvailable } from '../NotYetAvailable';

export default function SchoolHomePage() {
  return <NotYetAvailable titleKey="SchoolHomePage" />;
}
