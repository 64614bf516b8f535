// admin/home: the overview. A link of the tabbed home it replaced (?section=orders&order=100001) is sent on
// to that section's own address.
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '@mockexam/ui/text';
import { BackOfficeLayout } from '../components/BackOfficeLayout';
import { adminHref, sectionAddress } from '../components/sections';
import { Overview } from '../features/overview/Overview';

export default function HomePage() {
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const moved = sectionAddress(searchParams);
  if (moved) return <Navigate replace to={adminHref(locale, moved.path, moved.search)} />;
  return (
    <BackOfficeLayout section="overview">
      <Overview onOpen={(section, search) => void navigate(adminHref(locale, section, search))} />
    </BackOfficeLayout>
  );
}
