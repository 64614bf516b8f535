import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * A page whose route exists but whose feature comes in a later release of its remote: its title,
 * "This page is not available yet." and a link home, in the page's language (no antd).
 */
export function NotYetAvailable({ remote, title }: { remote: string; title: string }) {
  const { t, i18n } = useTranslation('common');
  const { locale = i18n.language } = useParams();
  return (
    <section className="remote-page" data-remote-page={remote}>
      <h1>{title}</h1>
      <p>{t('notYetAvailable')}</p>
      <Link to={`/${locale}`}>{t('backHome')}</Link>
    </section>
  );
}
