import { Navigate } from 'react-router';
import { currentLocale } from '@mockexam/i18n';

/** The root path goes to the current locale, keeping any query (a token in the query logs in). */
export function RootRedirect() {
  return <Navigate to={`/${currentLocale()}${location.search}`} replace />;
}
