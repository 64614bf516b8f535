/// <reference types="node" />
// Build time, in Node, in a remote's folder (scripts/lib/build.mjs runs it after webpack, with
// `node --import tsx`): renders each of the remote's candidate and teacher pages whose path has no
// parameter, in both languages, into dist/prerendered/<locale>/<path>.json: { html, styles, title }. The
// copy travels with the remote's release; the server puts it into the shell's layout copy, so the first
// response shows the page (its headings, text and loading states) while the code downloads. Rendered
// with no session and no data, a copy holds nobody's data: a page behind a login shows its frame and
// loading state (and its guard, once the code runs, sends a visitor to log in). The back office's
// pages, used on desktops, are not copied.
import './browserGlobals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { changeLocale, initI18n, SUPPORTED_LOCALES } from '@mockexam/i18n';
import type { RemotePagesModule, RemoteRoute } from '../remotePages';
import { AntdProvider } from '../antd/AntdProvider';
import { firstHeading, importedStylesheets, inlineCss, prerenderToHtml } from './prerender';

const appDir = process.cwd();
const remote = path.basename(appDir);

async function main() {
  const { routes } = (await import(path.join(appDir, 'src/routes.ts'))) as { routes: RemoteRoute[] };
  const { pages } = (await import(path.join(appDir, 'src/pages.ts'))) as RemotePagesModule;
  const copied = routes.filter(
    (route) => route.copy !== false && !route.access.startsWith('staff') && !route.path.includes(':'),
  );

  await initI18n(SUPPORTED_LOCALES[0]);
  for (const locale of SUPPORTED_LOCALES) {
    await changeLocale(locale);
    for (const route of copied) {
      const Page = pages[route.path];
      const url = `/${locale}/${route.path}`;
      // As the shell mounts a remote's page (shell/src/remotes/RemoteRoute.tsx): a slot, antd, the query client.
      const { html, styles } = await prerenderToHtml(
        `${remote} ${url}`,
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/:locale/*"
              element={
                <div className="remote-slot" data-remote={remote}>
                  <AntdProvider>
                    <QueryClientProvider client={new QueryClient()}>
                      <Page />
                    </QueryClientProvider>
                  </AntdProvider>
                </div>
              }
            />
          </Routes>
        </MemoryRouter>,
      );
      const file = path.join(appDir, 'dist/prerendered', locale, `${route.path}.json`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(
        file,
        // The remote's stylesheets imported so far: one or two small files per remote.
        JSON.stringify({
          html,
          styles: `${styles}<style>${inlineCss(importedStylesheets())}</style>`,
          title: firstHeading(html),
        }),
      );
    }
  }
  console.log(`${remote}: pre-rendered ${copied.length * SUPPORTED_LOCALES.length} pages`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
