// Messages (school/messages): what the service sent the teacher by email and SMS, and their reminder switches.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MyMessages } from '@mockexam/ui/notices';
import '../home/school.css';

export default function SchoolMessagesPage() {
  const { t } = useTranslation('school');
  const { locale = 'zh-hk' } = useParams();
  return (
    <section className="remote-page school-page" data-remote-page="mf-school">
      <h1 className="page-title">{t('title.SchoolMessagesPage')}</h1>
      <p>
        <Link to={`/${locale}/school/home`}>{t('messages.backHome')}</Link>
      </p>
      <MyMessages />
    </section>
  );
}
