// Test helpers for every app: a page rendered the way the shell renders a remote page (antd provider,
// a fresh QueryClient, a router). Test-only: no runtime code imports '@mockexam/ui/testing'.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import App from 'antd/es/app';
import { AntdProvider } from './antd';

/** A client of its own per test, so no test reads another's cache; no retries, so a failure shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function TestProviders({ client, children }: { client?: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client ?? testQueryClient()}>
      <AntdProvider>
        {/* The back office's pages run inside antd's <App> (App.useApp); other pages ignore it. */}
        <App>{children}</App>
      </AntdProvider>
    </QueryClientProvider>
  );
}

/** Renders `routes` (full pattern such as '/:locale/fps_payment/:id' -> element) at `path`. */
export function renderRoutes(path: string, routes: Record<string, ReactElement>, client = testQueryClient()) {
  return render(
    <TestProviders client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(routes).map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}
