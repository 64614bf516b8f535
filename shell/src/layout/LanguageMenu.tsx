// Lists the supported locales and opens the same page under the chosen one.
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { htmlLangOf, SUPPORTED_LOCALES, switchLocaleInPath } from '@mockexam/i18n';

export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const { pathname, search, hash } = useLocation();
  return (
    <nav className="language-menu" aria-label={t('shell:nav.language')}>
      <ul>
        {SUPPORTED_LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to={switchLocaleInPath(pathname, locale) + search + hash}
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
