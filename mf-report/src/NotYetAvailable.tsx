import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The page's slot exists; its feature is built by a later release of this remote. */
export function NotYetAvailable({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('report');
  const { locale } = useParams();
  return (
    <section className="remote-page" data-remote-page="mf-report">
      <h1>{t(`title.${titleKey}`)}</h1>
      <p>{t('notYet')}</p>
      <Link to={`/${locale}`}>{t('back')}</Link>
    </section>
  );
}
