// About us (route 'aboutus'): the publisher, the service, who it serves and the overall flow.
import { Link, useParams } from 'react-router';
import { usePagesCopy } from './pagesCopy';
import './public.css';
import { asList, PublicPage, usePageTitle, type Titled } from './parts';

export default function AboutUs() {
  const { t, i18n } = usePagesCopy();
  const { locale } = useParams();
  const prefix = `/${locale ?? i18n.language}`;
  usePageTitle(t('about.title'), t('service.name'));

  const intro = asList<string>(t('about.intro', { returnObjects: true }));
  const audiences = asList<Titled>(t('about.audiences.items', { returnObjects: true }));
  const flow = asList<Titled>(t('about.flow.items', { returnObjects: true }));

  return (
    <PublicPage
      lang={i18n.language}
      title={t('about.title')}
      intro={intro.map((paragraph) => (
        <p key={paragraph} className="pub-lead">
          {paragraph}
        </p>
      ))}
    >
      <section className="pub-section" aria-labelledby="pub-about-audiences">
        <h2 id="pub-about-audiences">{t('about.audiences.title')}</h2>
        <ul className="pub-grid">
          {audiences.map((audience) => (
            <li key={audience.title} className="pub-card">
              <h3>{audience.title}</h3>
              <p>{audience.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="pub-section" aria-labelledby="pub-about-flow">
        <h2 id="pub-about-flow">{t('about.flow.title')}</h2>
        <p>{t('about.flow.lead')}</p>
        <ol className="pub-steps">
          {flow.map((stage) => (
            <li key={stage.title} className="pub-steps__item">
              <h3>{stage.title}</h3>
              <p>{stage.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <p className="pub-section">
        {t('about.contact')} <Link to={`${prefix}/contactus`}>{t('links.contact')}</Link>
      </p>
    </PublicPage>
  );
}
