/// <reference types="node" />
// Build time, in Node, in a remote's folder (scripts/lib/build.mjs runs it after webpack, with
// `node --import tsx`): renders each of the remote's candidate and teacher pages, in both languages, into
// dist/prerendered/<locale>/<pattern>.json: { html, styles, title }, each mounted under its own pattern. A
// route with parameters is rendered once, a number standing in for each (and for the query its frame
// needs, `copyQuery`), into a file named from its pattern ('fps_payment/:id' ->
// fps_payment/_id_.json; server/src/modules/static/remote-copy.ts names it the same way and serves it for
// every order). The copy travels with the remote's release; the server puts it into the shell's layout
// copy, so the first response shows the page (its headings, text and loading states) while the code
// downloads. Rendered with no session and no data, a copy holds nobody's data: a page behind a login
// shows its frame and loading state (and its guard, once the code runs, sends a visitor to log in); the
// build fails if the copy's text shows the stand-in number. The back office's pages, used on desktops,
// are not copied.
import './browserGlobals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { copyFileOf } from '@mockexam/contracts/routes';
import { changeLocale, initI18n, SUPPORTED_LOCALES } from '@mockexam/i18n';
import type { RemotePagesModule, RemoteRoute } from '../remotePages';
import { AntdProvider } from '../antd/AntdProvider';
import { firstHeading, importedStylesheets, inlineCss, prerenderToHtml } from './prerender';

const appDir = process.cwd();

/**
 * What every ':param' stands for in a copy: a number (each parameter of ours is an id, and a page answers
 * a malformed one with its 404 page, which has nothing to copy) that no page prints unless it prints
 * its parameter, which the build then refuses.
 */
const PLACEHOLDER = '918273645';

/** The address a copy is rendered at: each ':param' with the placeholder. */
const addressOf = (pattern: string) => pattern.replace(/:([a-z0-9_]+)/g, PLACEHOLDER);

const remote = path.basename(appDir);

async function main() {
  const { routes } = (await import(path.join(appDir, 'src/routes.ts'))) as { routes: RemoteRoute[] };
  const { pages } = (await import(path.join(appDir, 'src/pages.ts'))) as RemotePagesModule;
  // Staff's and markers' pages are behind their own logins: no copy.
  const copied = routes.filter((route) => !route.access.startsWith('staff') && !route.access.startsWith('marker'));

  const emptySlot = `<div class="remote-slot" data-remote="${remote}"></div>`;
  let written = 0;
  await initI18n(SUPPORTED_LOCALES[0]);
  for (const locale of SUPPORTED_LOCALES) {
    await changeLocale(locale);
    for (const route of copied) {
      const Page = pages[route.path];
      const query = (route.copyQuery ?? []).map((name) => `${name}=${PLACEHOLDER}`).join('&');
      const url = `/${locale}/${addressOf(route.path)}${query ? `?${query}` : ''}`;
      // As the shell mounts a remote's page (shell/src/remotes/RemoteRoute.tsx): a slot, antd (unless the page
      // does without), the query client.
      const plain = route.antd === false;
      const page = (
        <QueryClientProvider client={new QueryClient()}>
          <Page />
        </QueryClientProvider>
      );
      const { html, styles } = await prerenderToHtml(
        `${remote} ${url}`,
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path={`/:locale/${route.path}`}
              element={
                <div className="remote-slot" data-remote={remote}>
                  {plain ? page : <AntdProvider>{page}</AntdProvider>}
                </div>
              }
            />
          </Routes>
        </MemoryRouter>,
      );
      // What a reader sees: the copy is inert, so a link built from the parameter (back to the exam's
      // roster) is never followed from it; printed text would show the wrong order or exam.
      if (html.replace(/<[^>]*>/g, '').includes(PLACEHOLDER))
        throw new Error(`${remote} ${route.path}: the copy prints its parameter; render a loading state instead`);
      // Mounted without antd's provider, an antd component would still render, in antd's default theme.
      if (plain && /class="[^"]*\bant-/.test(html))
        throw new Error(`${remote} ${route.path} is marked antd: false but renders antd components`);
      // A page that renders nothing until its data arrives has nothing to show early: no copy, the plain shell.
      if (html === emptySlot) continue;
      written += 1;
      const file = path.join(appDir, 'dist/prerendered', locale, copyFileOf(route.path));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(
        file,
        // The remote's stylesheets imported so far: one or two small files per remote.
        JSON.stringify({
          html,
          styles: `${plain ? '' : styles}<style>${inlineCss(importedStylesheets())}</style>`,
          title: firstHeading(html),
        }),
      );
    }
  }
  console.log(`${remote}: pre-rendered ${written} pages`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
