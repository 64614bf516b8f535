// Home (route ''): the service, its four subjects, what a candidate gets, the two exam modes,
// the four registration steps, payment methods and the way in for schools.
import { Link, useParams } from 'react-router';
import { usePublicCopy } from './copy';
import './public.css';
import { asList, usePageTitle, type Titled } from './parts';
import { useSiteFacts } from './siteFacts';

interface Subject {
  name: string;
  /** The subject's name in the other language (or its other name), tagged with its language. */
  note: string;
  noteLang: string;
}
interface Mode extends Titled {
  label: string;
}
interface CheckoutPart extends Titled {
  code: string;
}

export default function Home() {
  const { t, i18n } = usePublicCopy();
  const { locale } = useParams();
  const prefix = `/${locale ?? i18n.language}`;
  const facts = useSiteFacts(i18n.language);
  usePageTitle(t('service.name'), t('service.name'));

  const subjects = asList<Subject>(t('home.subjects.items', { returnObjects: true }));
  const features = asList<Titled>(t('home.features.items', { returnObjects: true }));
  const modes = asList<Mode>(t('home.modes.items', { returnObjects: true }));
  const steps = asList<Titled>(t('home.steps.items', { returnObjects: true }));
  const checkoutParts = asList<CheckoutPart>(t('home.steps.checkoutParts', { returnObjects: true }));
  const payments = asList<Titled>(t('home.payment.items', { returnObjects: true }));

  return (
    <article className="pub-home" lang={i18n.language}>
      <header className="pub-hero">
        <div className="pub-hero__inner">
          <p className="pub-hero__eyebrow">{t('home.hero.eyebrow', { year: facts.text('year') })}</p>
          <h1 className="pub-hero__title">{t('home.hero.title')}</h1>
          <p className="pub-hero__lead">{t('home.hero.lead')}</p>
          <div className="pub-actions">
            <Link className="pub-btn pub-btn--light" to={`${prefix}/enrolment`}>
              {t('home.hero.ctaPrimary')}
            </Link>
            <Link className="pub-btn pub-btn--outline-light" to={`${prefix}/register`}>
              {t('home.hero.ctaSecondary')}
            </Link>
          </div>
          <p className="pub-hero__note">{t('home.hero.note')}</p>
        </div>
      </header>

      <div className="pub-page pub-page--wide">
        <section className="pub-section" aria-labelledby="pub-home-subjects">
          <h2 id="pub-home-subjects">{t('home.subjects.title')}</h2>
          <p>{t('home.subjects.lead')}</p>
          <ul className="pub-grid pub-grid--subjects">
            {subjects.map((subject) => (
              <li key={subject.name} className="pub-card pub-card--subject">
                <span className="pub-card__name">{subject.name}</span>
                <span className="pub-card__note" lang={subject.noteLang}>
                  {subject.note}
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section className="pub-section" aria-labelledby="pub-home-features">
          <h2 id="pub-home-features">{t('home.features.title')}</h2>
          <ul className="pub-grid">
            {features.map((feature) => (
              <li key={feature.title} className="pub-card">
                <h3>{feature.title}</h3>
                <p>{feature.body}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="pub-section" aria-labelledby="pub-home-modes">
          <h2 id="pub-home-modes">{t('home.modes.title')}</h2>
          <p>{t('home.modes.lead')}</p>
          <ul className="pub-grid pub-grid--two">
            {modes.map((mode) => (
              <li key={mode.label} className="pub-card pub-card--mode">
                <p className="pub-badge">{mode.label}</p>
                <h3>{mode.title}</h3>
                <p>{mode.body}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="pub-section" aria-labelledby="pub-home-steps">
          <h2 id="pub-home-steps">{t('home.steps.title')}</h2>
          <ol className="pub-steps">
            {steps.map((step, index) => (
              <li key={step.title} className="pub-steps__item">
                <h3>{step.title}</h3>
                <p>{step.body}</p>
                {index === steps.length - 1 && checkoutParts.length > 0 && (
                  <ul className="pub-substeps">
                    {checkoutParts.map((part) => (
                      <li key={part.code}>
                        <span className="pub-substeps__code">{part.code}</span> <strong>{part.title}</strong>
                        <span className="pub-substeps__body">{part.body}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
          <p className="pub-actions">
            <Link className="pub-btn pub-btn--primary" to={`${prefix}/enrolment`}>
              {t('home.hero.ctaPrimary')}
            </Link>
          </p>
        </section>

        <section className="pub-section" aria-labelledby="pub-home-payment">
          <h2 id="pub-home-payment">{t('home.payment.title')}</h2>
          <ul className="pub-grid pub-grid--two">
            {payments.map((payment) => (
              <li key={payment.title} className="pub-card">
                <h3>{payment.title}</h3>
                <p>{payment.body}</p>
              </li>
            ))}
          </ul>
          <p className="pub-notice">{t('home.payment.noCard')}</p>
        </section>

        <section className="pub-section pub-panel" aria-labelledby="pub-home-schools">
          <h2 id="pub-home-schools">{t('home.schools.title')}</h2>
          <p>{t('home.schools.body')}</p>
          <p>
            <Link className="pub-btn pub-btn--primary" to={`${prefix}/school/login`}>
              {t('links.schoolLogin')}
            </Link>
          </p>
          <p>
            {t('home.schools.candidates')} <Link to={`${prefix}/login`}>{t('links.login')}</Link>
          </p>
        </section>

        <section className="pub-section" aria-labelledby="pub-home-more">
          <h2 id="pub-home-more">{t('home.more.title')}</h2>
          <p>{t('home.more.body')}</p>
          <ul className="pub-linklist">
            <li>
              <Link to={`${prefix}/instructions`}>{t('links.instructions')}</Link>
            </li>
            <li>
              <Link to={`${prefix}/faq`}>{t('links.faq')}</Link>
            </li>
          </ul>
        </section>
      </div>
    </article>
  );
}
