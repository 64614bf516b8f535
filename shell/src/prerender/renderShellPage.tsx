// Build time, in Node: a shell page (layout and page) rendered to static HTML in one language, so the
// first response already shows it while React, the router and i18next
// download (see scripts/postbuild.mjs). Renders the real components; the browser replaces the copy
// when React has the page. Also the layout alone, with a slot for a remote's page: the server puts a
// remote's pre-rendered page there (server/src/modules/static/remote-copy.ts).
import { prerenderToHtml, firstHeading } from '@mockexam/ui/prerender';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { REMOTE_COPY_SLOTS } from '@mockexam/contracts/routes';
import { changeLocale, i18n, initI18n, type Locale } from '@mockexam/i18n';
import { registerShellNamespace } from '../i18n/resources';
import { publicCopyReady } from '../pages/public/copy';
import { pagesCopyReady } from '../pages/public/pagesCopy';
import { setSiteFactsSlots } from '../pages/public/siteFacts';
import { documentTitle } from '../pages/public/parts';
import { publicPages } from '../routes/publicPages';
import { accountPages, prerenderedAccountPages } from '../routes/accountPages';
import { SiteLayout } from '../layout/SiteLayout';

/** Every pre-rendered page by its path below the locale: '' for home, 'faq', 'login'… */
export const shellPages: Record<string, () => Promise<{ default: ComponentType }>> = {
  ...publicPages,
  ...Object.fromEntries(prerenderedAccountPages.map((path) => [path, accountPages[path].load])),
};

async function ready(locale: Locale) {
  if (!i18n.isInitialized) {
    await initI18n(locale);
    registerShellNamespace();
  }
  await changeLocale(locale);
  await Promise.all([publicCopyReady, pagesCopyReady]);
  // No database at build time: every date and contact detail becomes a slot that the server fills
  // with the current facts whenever it serves the page (server/src/modules/static/facts-page.ts).
  setSiteFactsSlots();
}

function inLayout(url: string, page: ReactNode) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/:locale/*" element={<SiteLayout>{page}</SiteLayout>} />
      </Routes>
    </MemoryRouter>
  );
}

/** `path` is a key of shellPages. `styles`: antd's for the components rendered (no shell page uses antd now: none). */
export async function renderShellPage(
  locale: Locale,
  path: string,
): Promise<{ html: string; styles: string; title: string }> {
  await ready(locale);
  const { default: Page } = await shellPages[path]();
  const url = `/${locale}${path ? `/${path}` : ''}`;
  const { html, styles } = await prerenderToHtml(url, inLayout(url, <Page />));
  return { html, styles, title: documentTitle(firstHeading(html), i18n.t('public:service.name')) };
}

/**
 * The layout with the slots of REMOTE_COPY_SLOTS where the page and its styles go; `title`: the service's
 * name (the server puts the page's heading before it).
 */
export async function renderRemoteLayout(locale: Locale): Promise<{ html: string; styles: string; title: string }> {
  await ready(locale);
  const url = `/${locale}/remote-page`;
  const { html } = await prerenderToHtml(url, inLayout(url, <div data-remote-page-slot="" />));
  const slot = '<div data-remote-page-slot=""></div>';
  if (!html.includes(slot)) throw new Error('the layout copy lost the remote page slot');
  return {
    html: html.replace(slot, REMOTE_COPY_SLOTS.page),
    styles: REMOTE_COPY_SLOTS.styles,
    title: i18n.t('public:service.name'),
  };
}
