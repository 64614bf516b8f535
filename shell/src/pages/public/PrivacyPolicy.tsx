// Online privacy policy (route 'privacy-policy').
import { Link, useParams } from 'react-router';
import { usePagesCopy } from './pagesCopy';
import './public.css';
import { asList, LegalSections, PublicPage, usePageTitle, type LegalSection } from './parts';
import { useSiteFacts } from './siteFacts';

export default function PrivacyPolicy() {
  const { t, i18n } = usePagesCopy();
  const { locale } = useParams();
  const prefix = `/${locale ?? i18n.language}`;
  usePageTitle(t('privacy.title'), t('service.name'));
  const sections = asList<LegalSection>(t('privacy.sections', { returnObjects: true }));
  const email = useSiteFacts(i18n.language).text('contact.email');

  return (
    <PublicPage
      lang={i18n.language}
      className="pub-prose"
      title={t('privacy.title')}
      intro={
        <p className="pub-lead">
          {t('privacy.intro')} <Link to={`${prefix}/personal-information-collection-statement`}>{t('links.pics')}</Link>
        </p>
      }
    >
      <LegalSections sections={sections} idPrefix="pub-privacy" />
      <section className="pub-section" aria-labelledby="pub-privacy-contact">
        <h2 id="pub-privacy-contact">{t('privacy.contact.heading')}</h2>
        <p>
          {t('privacy.contact.body')} <a href={`mailto:${email}`}>{email}</a>
        </p>
        <p>
          <Link to={`${prefix}/contactus`}>{t('links.contact')}</Link>
        </p>
      </section>
    </PublicPage>
  );
}
