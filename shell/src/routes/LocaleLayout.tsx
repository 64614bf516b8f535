// Everything under /{locale}: checks the locale, keeps i18next on it, scrolls to the top on every
// navigation, applies the forgot-password rule, and renders the page inside the site layout.
import { useEffect, useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { changeLocale, DEFAULT_LOCALE, htmlLangOf, isLocale } from '@mockexam/i18n';
import { useSession } from '@mockexam/session';
import { SiteLayout } from '../layout/SiteLayout';

const LANGUAGE_KEY = 'mockexam.lang';

export function LocaleLayout() {
  const { locale } = useParams();
  const { pathname } = useLocation();
  const forgotPassword = useSession((s) => s.forgotPassword);

  useLayoutEffect(() => {
    if (isLocale(locale)) {
      void changeLocale(locale);
      localStorage.setItem(LANGUAGE_KEY, locale);
      document.documentElement.lang = htmlLangOf(locale);
    }
  }, [locale]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (!isLocale(locale)) return <Navigate to={`/${DEFAULT_LOCALE}`} replace />;
  if (forgotPassword && !pathname.endsWith('/reset-password')) {
    return <Navigate to={`/${locale}/reset-password`} replace />;
  }
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
