import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NavLinks } from './NavLinks';
import { LanguageMenu } from './LanguageMenu';
import { AccountMenu } from './AccountMenu';

export function Header() {
  const { t } = useTranslation('shell');
  const { locale } = useParams();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // The slide menu closes after every navigation.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="header-inner">
        <Link className="brand" to={`/${locale}`}>
          <span className="brand-mark" aria-hidden="true">
            DSE
          </span>
          <span className="brand-name">{t('siteName')}</span>
        </Link>
        <nav className="main-nav" aria-label={t('nav.main')}>
          <NavLinks />
        </nav>
        <div className="header-tools">
          <LanguageMenu />
          <AccountMenu />
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
          </button>
        </div>
      </div>
      <div id="mobile-menu" className={`mobile-menu${menuOpen ? ' open' : ''}`} hidden={!menuOpen}>
        <nav aria-label={t('nav.main')}>
          <NavLinks />
        </nav>
      </div>
    </header>
  );
}
