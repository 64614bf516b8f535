// Build time, in Node: a public page (layout and page) rendered to static HTML in one language, so the
// first response already shows it while React, the router and i18next download (see
// scripts/postbuild.mjs). Renders the real components; the browser replaces the copy when React starts.
import './browserGlobals';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { changeLocale, i18n, initI18n, type Locale } from '@mockexam/i18n';
import { registerShellNamespace } from '../i18n/resources';
import { publicCopyReady } from '../pages/public/copy';
import { pagesCopyReady } from '../pages/public/pagesCopy';
import { documentTitle } from '../pages/public/parts';
import { publicPages } from '../routes/publicPages';
import { SiteLayout } from '../layout/SiteLayout';

export { publicPages };

const decodeEntities = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** `path` is a key of publicPages: '' for home, 'faq', 'terms'… */
export async function renderPublicPage(locale: Locale, path: string): Promise<{ html: string; title: string }> {
  if (!i18n.isInitialized) {
    await initI18n(locale);
    registerShellNamespace();
  }
  await changeLocale(locale);
  await Promise.all([publicCopyReady, pagesCopyReady]);
  const { default: Page } = await publicPages[path]();
  const url = `/${locale}${path ? `/${path}` : ''}`;
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/:locale/*"
          element={
            <SiteLayout>
              <Page />
            </SiteLayout>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  // The page's own heading names it, as usePageTitle does in the browser.
  const heading = decodeEntities(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
  return { html, title: documentTitle(heading, i18n.t('public:service.name')) };
}
