// Build time, in Node: a shell page (layout and page) rendered to static HTML in one language, so the
// first response already shows it while React, the router, i18next and (for the account pages) antd
// download (see scripts/postbuild.mjs). Renders the real components; antd's styles for what was
// rendered are collected with them, so the copy looks as the live page will. The browser replaces the
// copy when React has the page.
import './browserGlobals';
import { PassThrough } from 'node:stream';
import type { ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { MemoryRouter, Route, Routes } from 'react-router';
import { changeLocale, i18n, initI18n, type Locale } from '@mockexam/i18n';
import { registerShellNamespace } from '../i18n/resources';
import { publicCopyReady } from '../pages/public/copy';
import { pagesCopyReady } from '../pages/public/pagesCopy';
import { documentTitle } from '../pages/public/parts';
import { publicPages } from '../routes/publicPages';
import { accountPages, prerenderedAccountPages } from '../routes/accountPages';
import { SiteLayout } from '../layout/SiteLayout';

/** Every pre-rendered page by its path below the locale: '' for home, 'faq', 'login'… */
export const shellPages: Record<string, () => Promise<{ default: ComponentType }>> = {
  ...publicPages,
  ...Object.fromEntries(prerenderedAccountPages.map((path) => [path, accountPages[path].load])),
};

const decodeEntities = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `html`: the page in its layout; `styles`: antd's `<style>` tags for the components in it (empty for
 * the public pages, which do without antd); `title`: the document title.
 */
export async function renderShellPage(
  locale: Locale,
  path: string,
): Promise<{ html: string; styles: string; title: string }> {
  if (!i18n.isInitialized) {
    await initI18n(locale);
    registerShellNamespace();
  }
  await changeLocale(locale);
  await Promise.all([publicCopyReady, pagesCopyReady]);
  const { default: Page } = await shellPages[path]();
  const url = `/${locale}${path ? `/${path}` : ''}`;
  const { html, cache } = await prerender(url, Page);
  // The copy runs no script: a Suspense boundary streamed out of order would stay a loading state.
  if (/<script|<template/.test(html)) throw new Error(`pre-rendering ${url} left a boundary to be filled by script`);
  return { html, styles: extractStyle(cache), title: titleOf(html) };
}

async function prerender(url: string, Page: ComponentType) {
  const cache = createCache();
  const errors: unknown[] = [];
  // prerender (unlike renderToStaticMarkup) waits for the lazy antd provider inside the account pages.
  const { prelude } = await prerenderToNodeStream(
    <StyleProvider cache={cache}>
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
      </MemoryRouter>
    </StyleProvider>,
    {
      // A component that fails would leave its loading state in the copy; the build fails instead.
      onError: (error) => void errors.push(error),
      // Every boundary inline: React otherwise moves a large one out, to be put in place by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length) throw new Error(`pre-rendering ${url} failed`, { cause: errors[0] });
  return { html: await streamText(prelude), cache };
}

/** The page's own heading names it, as usePageTitle does in the browser. */
function titleOf(html: string): string {
  const heading = decodeEntities(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
  return documentTitle(heading, i18n.t('public:service.name'));
}
