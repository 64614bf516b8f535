// School home (school/home): the school enrolment flow comes in a later release of this remote.
import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '@mockexam/ui';

export default function SchoolHomePage() {
  const { t } = useTranslation('school');
  return <NotYetAvailable remote="mf-school" title={t('title.SchoolHomePage')} />;
}
