// Build time, in Node: the home page (layout and page) rendered to static HTML in one language, so the
// first response already shows it while React, the router and i18next download (see
// scripts/postbuild.mjs). Renders the real components; the browser replaces the copy when React starts.
import './browserGlobals';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { changeLocale, i18n, initI18n, type Locale } from '@mockexam/i18n';
import { registerShellNamespace } from '../i18n/resources';
import { publicCopyReady } from '../pages/public/copy';
import { SiteLayout } from '../layout/SiteLayout';
import Home from '../pages/public/Home';

export async function renderHome(locale: Locale): Promise<{ html: string; title: string }> {
  await initI18n(locale);
  registerShellNamespace();
  await changeLocale(locale);
  await publicCopyReady;
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[`/${locale}`]}>
      <Routes>
        <Route
          path="/:locale"
          element={
            <SiteLayout>
              <Home />
            </SiteLayout>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { html, title: i18n.t('public:service.name') };
}
