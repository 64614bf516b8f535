// Coming soon (route 'coming-soon'): a centred placeholder.
import { Link, useParams } from 'react-router';
import { usePagesCopy } from './pagesCopy';
import './public.css';
import { usePageTitle } from './parts';

export default function ComingSoon() {
  const { t, i18n } = usePagesCopy();
  const { locale } = useParams();
  const prefix = `/${locale ?? i18n.language}`;
  usePageTitle(t('comingSoon.title'), t('service.name'));

  return (
    <article className="pub-page pub-center" lang={i18n.language}>
      <h1 className="pub-page__title">{t('comingSoon.title')}</h1>
      <p>{t('comingSoon.body')}</p>
      <p>
        <Link className="pub-btn pub-btn--primary" to={prefix}>
          {t('links.home')}
        </Link>
      </p>
    </article>
  );
}
