// Test helpers: a payment page rendered as the shell renders it (antd, a fresh QueryClient, a router
// under /{locale}, the 'payment' namespace), with stand-ins for the pages it sends the candidate to.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { initI18n, registerNamespace } from '@mockexam/i18n';
import { AntdProvider } from '@mockexam/ui/antd';
import { resources } from '../i18n';

// antd pages are heavy in jsdom (and CI machines busy).
jest.setTimeout(30_000);

export async function setupI18n() {
  await initI18n('en');
  registerNamespace('payment', resources);
}

const STAND_INS: Record<string, ReactElement> = {
  '/:locale/fps_payment_success/:id': <p>success page</p>,
  '/:locale/order-history': <p>order history</p>,
  '/:locale/*': <p>Error 404</p>,
};

/** Renders `pages` (route pattern -> element) at `path`; other payment destinations are stand-ins. */
export function renderAt(path: string, pages: Record<string, ReactElement>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const routes = { ...STAND_INS, ...pages };
  return render(
    <QueryClientProvider client={client}>
      <AntdProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {Object.entries(routes).map(([pattern, element]) => (
              <Route key={pattern} path={pattern} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </AntdProvider>
    </QueryClientProvider>,
  );
}
