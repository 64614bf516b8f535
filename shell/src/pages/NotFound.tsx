import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHome } from '../routes/useHome';

/** Unknown paths (spec section 2): 'Error 404' centred, and the way back to the reader's own home. */
export function NotFound() {
  const { t } = useTranslation('shell');
  const home = useHome();
  return (
    <section className="not-found">
      <h1>Error 404</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to={home}>{t('notFound.home')}</Link>
      </p>
    </section>
  );
}
