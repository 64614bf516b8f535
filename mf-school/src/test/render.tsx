// Renders this remote's pages the way the shell does (the shared test providers, a router under
// /{locale}, the 'school' namespace).
import type { ReactElement } from 'react';
import { initI18n, registerNamespace } from '@mockexam/i18n';
import { renderRoutes, testQueryClient } from '@mockexam/ui/testing';
import { resources } from '../i18n';

export async function setUpI18n(): Promise<void> {
  await initI18n('en');
  registerNamespace('school', resources);
}

export function renderAt(path: string, pages: Record<string, ReactElement>, client = testQueryClient()) {
  const routes = Object.fromEntries(Object.entries(pages).map(([pattern, page]) => [`/:locale/${pattern}`, page]));
  return renderRoutes(path, routes, client);
}
