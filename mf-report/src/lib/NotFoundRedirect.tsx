// Spec section 8: a report, exam, page or guideline call that fails goes to the error-404 page. The
// server answers 404 alike for "not released", "not yours" and "not there", so nothing can be probed.
import { Navigate } from 'react-router';
import { notFoundPath, useLocalePrefix } from './paths';

export function NotFoundRedirect() {
  const prefix = useLocalePrefix();
  return <Navigate to={notFoundPath(prefix)} replace />;
}
