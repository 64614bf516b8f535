// Personal Information Collection Statement (route 'personal-information-collection-statement').
import { Link, useParams } from 'react-router';
import { usePagesCopy } from './pagesCopy';
import './public.css';
import { asList, LegalSections, PublicPage, usePageTitle, type LegalSection } from './parts';
import { useSiteFacts } from './siteFacts';

export default function PersonalInformationCollectionStatement() {
  const { t, i18n } = usePagesCopy();
  const { locale } = useParams();
  const prefix = `/${locale ?? i18n.language}`;
  usePageTitle(t('pics.title'), t('service.name'));
  const sections = asList<LegalSection>(t('pics.sections', { returnObjects: true }));
  const email = useSiteFacts(i18n.language).text('contact.email');

  return (
    <PublicPage
      lang={i18n.language}
      className="pub-prose"
      title={t('pics.title')}
      intro={<p className="pub-lead">{t('pics.intro')}</p>}
    >
      <LegalSections sections={sections} idPrefix="pub-pics" />
      <section className="pub-section" aria-labelledby="pub-pics-contact">
        <h2 id="pub-pics-contact">{t('pics.contact.heading')}</h2>
        <p>
          {t('pics.contact.body')} <a href={`mailto:${email}`}>{email}</a>
        </p>
        <ul className="pub-linklist">
          <li>
            <Link to={`${prefix}/privacy-policy`}>{t('links.privacy')}</Link>
          </li>
          <li>
            <Link to={`${prefix}/contactus`}>{t('links.contact')}</Link>
          </li>
        </ul>
      </section>
    </PublicPage>
  );
}
