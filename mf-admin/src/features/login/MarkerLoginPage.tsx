// 'marking/login': the markers' own login (realm staff-realm, the staff login form under the markers' title);
// a marker lands on their questions.
import { useTranslation } from 'react-i18next';
import { StaffLoginCard } from './AdminLoginPage';

export default function MarkerLoginPage() {
  const { t } = useTranslation('marking');
  return <StaffLoginCard title={t('login.title')} />;
}
