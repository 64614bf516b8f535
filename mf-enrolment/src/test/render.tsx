// Renders pages of this remote the way the shell does: antd theme, a fresh QueryClient (no retries,
// so a failure shows at once) and a router at `path`.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n, registerNamespace } from '@mockexam/i18n';
import { AntdProvider } from '@mockexam/ui/antd';
import { resources } from '../i18n';

export async function setUpI18n(): Promise<void> {
  await initI18n('en');
  registerNamespace('enrolment', resources);
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * `pages` maps route patterns below the locale ('enrolment', 'fps_payment/:id') to what they show;
 * `client` is a fresh test client unless the test brings its own.
 */
export function renderAt(path: string, pages: Record<string, ReactElement>, client = testQueryClient()) {
  return render(
    <AntdProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {Object.entries(pages).map(([pattern, element]) => (
              <Route key={pattern} path={`/:locale/${pattern}`} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </AntdProvider>,
  );
}
