// After the shell's webpack build: writes dist/prerendered/<locale>/<page>.html (index.html for home) for
// every public page and the account pages a guest opens (login, register…): the shell's index.html with
// the page already rendered in it (real components, rendered in Node by src/prerender/renderShellPage.tsx),
// the layout's CSS (and antd's styles for any antd component rendered; no shell page has one) inlined. The
// server answers those paths with them, so the first response paints the page instead of waiting for React,
// the router and i18next. The copy is inert and hidden from assistive technology; React renders into the hidden #root and
// swaps itself in once it has the page (src/App.tsx).
// The build has no database: every date and contact detail is written as a slot (src/pages/public/siteFacts.ts),
// which the server fills with the current facts whenever it serves the page, compressing the result itself
// (server/src/modules/static/facts-page.ts); so the pages are written uncompressed.
// Run with `node --import tsx` and TSX_TSCONFIG_PATH=../tsconfig.base.json (scripts/lib/build.mjs), which
// compile the TypeScript sources, the shared packages' too.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// SHELL_OUT: the monolith build's folder (scripts/federation-cost.mjs); the shell's dist otherwise.
const dist = path.resolve(shellDir, process.env.SHELL_OUT ?? 'dist');
const LOCALES = { 'zh-hk': 'zh-HK', en: 'en' };
const SITE_STYLES = 'src/styles/app.css';
const PAGE_STYLES = ['src/pages/public/public.css', 'src/pages/account/account.css'];
// antd names its style classes by a hash that differs outside production builds.
process.env.NODE_ENV = 'production';

const COPY_END = 'prerendered-end';
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// First: it teaches Node to load the components' stylesheet imports.
const { inlineCss } = await import('@mockexam/ui/prerender');
const siteCss = inlineCss([path.join(shellDir, SITE_STYLES)]);
const pageCss = inlineCss(PAGE_STYLES.map((file) => path.join(shellDir, file)));
// The site's stylesheet is also the CSS file of the layout's chunk, which the live page loads on every page.
// The copy's inlined text names that file (data-href), so the chunk loader (mini-css-extract) finds it already
// in the page: the browser neither downloads nor parses the same 20 KB again, nor restyles the page for it.
const siteCssFile = readdirSync(dist).find(
  (file) => file.endsWith('.css') && inlineCss([path.join(dist, file)]) === siteCss,
);
if (!siteCssFile) throw new Error(`no CSS file in ${dist} holds ${SITE_STYLES} as built`);
const css = `<style data-href="${siteCssFile}">${siteCss}</style><style>${pageCss}</style>`;
const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!index.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root to fill');

const { renderShellPage, renderRemoteLayout, shellPages } = await import('../src/prerender/renderShellPage.tsx');

/** The shell's index.html in `lang`, titled, with antd's styles, the site's CSS and the inert copy. */
const documentOf = ({ lang, title, styles, html }) =>
  index
    .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    // antd's styles first, as in the browser (it prepends them), so the site's CSS still overrides them.
    .replace(/<meta charset="utf-8"\/>/, (meta) => meta + styles)
    // The browser paints nothing until the whole copy is parsed (a slow phone's parser yields, and a
    // half-parsed header would be painted and then shift): render-blocking up to the copy's last element.
    .replace('</head>', `${css}<link rel="expect" href="#${COPY_END}" blocking="render"></head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" hidden></div><div id="prerendered" inert aria-hidden="true">${html}<i id="${COPY_END}"></i></div>`,
    );

const write = (file, document) => writeFileSync(file, document);

let written = 0;
let bytes = 0;
for (const [locale, lang] of Object.entries(LOCALES)) {
  mkdirSync(path.join(dist, 'prerendered', locale), { recursive: true });
  for (const page of Object.keys(shellPages)) {
    const document = documentOf({ lang, ...(await renderShellPage(locale, page)) });
    write(path.join(dist, 'prerendered', locale, `${page || 'index'}.html`), document);
    written++;
    bytes += Buffer.byteLength(document);
  }
  // The layout for a remote's pre-rendered page: the server fills in the page, its styles and its title.
  const layout = await renderRemoteLayout(locale);
  writeFileSync(path.join(dist, 'prerendered', locale, '_remote.html'), documentOf({ lang, ...layout }));
}
console.log(`pre-rendered ${written} shell pages (${(bytes / written / 1024).toFixed(1)} KB each on average)`);
