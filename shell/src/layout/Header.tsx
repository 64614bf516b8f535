import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NavLinks } from './NavLinks';
import { LanguageMenu } from './LanguageMenu';
import { AccountMenu } from './AccountMenu';
import { useHome } from '../routes/useHome';

export function Header() {
  const { t } = useTranslation('shell');
  const home = useHome();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // The slide menu closes after every navigation.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="header-inner">
        {/* Named by all its visible text, the mark included (WCAG 2.5.3). */}
        <Link className="brand" to={home}>
          <span className="brand-mark">DSE</span>
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
