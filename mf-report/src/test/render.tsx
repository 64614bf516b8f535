// Renders this remote's pages the way the shell does (the shared test providers, a router under
// /{locale}, the 'report' namespace), with the shell's 404 page standing in for any other path.
import type { ReactElement } from 'react';
import { initI18n, registerNamespace } from '@mockexam/i18n';
import { renderRoutes, testQueryClient } from '@mockexam/ui/testing';
import { resources } from '../i18n';

export async function setUpI18n(): Promise<void> {
  await initI18n('en');
  registerNamespace('report', resources);
}

/** Renders `pages` (pattern below /{locale} -> element) at `path`; any other path is 'Error 404'. */
export function renderAt(path: string, pages: Record<string, ReactElement>, client = testQueryClient()) {
  const routes = Object.fromEntries(Object.entries(pages).map(([pattern, page]) => [`/:locale/${pattern}`, page]));
  return renderRoutes(path, { ...routes, '/:locale/*': <p>Error 404</p> }, client);
}
