// Contact us (route 'contactus'): office hours, email, phone, address and social media page (staff set
// them in the back office), and the schools' late-contact date of the current cycle.
import { Link, useParams } from 'react-router';
import { usePagesCopy } from './pagesCopy';
import './public.css';
import { PublicPage, usePageTitle } from './parts';
import { dateValues, useSiteFacts } from './siteFacts';

export default function ContactUs() {
  const { t, i18n } = usePagesCopy();
  const { locale } = useParams();
  const prefix = `/${locale ?? i18n.language}`;
  usePageTitle(t('contact.title'), t('service.name'));
  const facts = useSiteFacts(i18n.language);
  const email = facts.text('contact.email');

  return (
    <PublicPage
      lang={i18n.language}
      title={t('contact.title')}
      intro={<p className="pub-lead">{t('contact.intro')}</p>}
    >
      <div className="pub-grid pub-grid--two pub-grid--spaced">
        <section className="pub-card" aria-labelledby="pub-contact-hours">
          <h2 id="pub-contact-hours">{t('contact.hours.title')}</h2>
          <ul className="pub-plainlist">
            <li>{facts.text('contact.hours')}</li>
            <li>{t('contact.hours.closed')}</li>
          </ul>
        </section>

        <section className="pub-card" aria-labelledby="pub-contact-channels">
          <h2 id="pub-contact-channels">{t('contact.channels.title')}</h2>
          <dl className="pub-dl">
            <dt>{t('contact.channels.emailLabel')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
            <dt>{t('contact.channels.phoneLabel')}</dt>
            <dd>
              <a href={facts.text('contact.phone_href')}>{facts.text('contact.phone')}</a>
            </dd>
            <dt>{t('contact.channels.addressLabel')}</dt>
            <dd>{facts.text('contact.address')}</dd>
            <dt>{t('contact.channels.socialLabel')}</dt>
            <dd>
              <a href={facts.text('contact.social_url')} target="_blank" rel="noopener noreferrer">
                {t('contact.channels.socialLink')}
              </a>
            </dd>
          </dl>
          <p className="pub-muted">{t('contact.channels.note')}</p>
        </section>
      </div>

      <section className="pub-section pub-panel" aria-labelledby="pub-contact-schools">
        <h2 id="pub-contact-schools">{t('contact.schools.title')}</h2>
        <p>{t('contact.schools.body', dateValues(facts))}</p>
        <p>
          <Link to={`${prefix}/school/login`}>{t('links.schoolLogin')}</Link>
        </p>
      </section>

      <p className="pub-section">
        {t('contact.faq')} <Link to={`${prefix}/faq`}>{t('links.faq')}</Link>
      </p>
    </PublicPage>
  );
}
