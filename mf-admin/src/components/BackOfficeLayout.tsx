// Every back-office page: the title, the greeting and the sections as links (the current one marked), then
// the section. Each section has its own address, so the back button, a reload and a shared link keep the
// place; the links wrap on a narrow screen.
import type { ReactNode } from 'react';
import App from 'antd/es/app';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@mockexam/session';
import { useLocale } from '@mockexam/ui/text';
import { SECTIONS, sectionPath, type Section } from './sections';
import '../admin.css';

export function BackOfficeLayout({ section, children }: { section: Section; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const name = useSession((s) => s.profile?.display_name ?? '');
  // <App>: the sections confirm through App.useApp().modal (the shell's provider has no <App>).
  return (
    <App component="section" className="admin-home">
      <h1>{t('home.title')}</h1>
      <p>{t('home.welcome', { name })}</p>
      <nav aria-label={t('home.sections')} className="admin-sections-list">
        {SECTIONS.map((key) => (
          <Link
            key={key}
            to={`/${locale}/${sectionPath(key)}`}
            className="admin-sections-tab"
            aria-current={key === section ? 'page' : undefined}
          >
            {t(`section.${key}`)}
          </Link>
        ))}
      </nav>
      <div>
        <h2 className="admin-visually-hidden">{t(`section.${section}`)}</h2>
        {children}
      </div>
    </App>
  );
}
