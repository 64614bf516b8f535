import { useTranslation } from 'react-i18next';

/** Unknown paths (spec section 2): 'Error 404' centred. */
export function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <section className="not-found">
      <h1>Error 404</h1>
      <p>{t('notFound.body')}</p>
    </section>
  );
}
