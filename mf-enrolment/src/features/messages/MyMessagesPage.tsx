// My messages: what the service sent the candidate by email and SMS, and their reminder switches.
import { useTranslation } from 'react-i18next';
import { MyMessages } from '@mockexam/ui/notices';
import '../../enrolment.css';

export default function MyMessagesPage() {
  const { t } = useTranslation('enrolment');
  return (
    <section className="remote-page enrolment-page" data-remote-page="mf-enrolment">
      <h1 className="page-title">{t('title.MyMessagesPage')}</h1>
      <MyMessages />
    </section>
  );
}
