// Lists the supported locales and opens the same page under the chosen one.
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { htmlLangOf, SUPPORTED_LOCALES, switchLocaleInPath, type Locale } from '@mockexam/i18n';

/** The page in the address bar under `locale`. */
const samePageIn = (locale: Locale, { pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  switchLocaleInPath(pathname, locale) + search + hash;

export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  // A plain click opens the page in the address bar at the moment of the click: right after a navigation
  // the rendered links can still point from the page before for a moment (a busy phone, a lazy page).
  const open = (locale: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(samePageIn(locale, window.location));
  };
  return (
    <nav className="language-menu" aria-label={t('shell:nav.language')}>
      <ul>
        {SUPPORTED_LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to={samePageIn(locale, location)}
              onClick={open(locale)}
              lang={htmlLangOf(locale)}
              hrefLang={htmlLangOf(locale)}
              aria-current={i18n.language === locale ? 'true' : undefined}
            >
              {t(`locale.${locale}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
