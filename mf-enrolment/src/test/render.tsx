// Renders pages of this remote the way the shell does (the shared test providers) at `path`.
import type { ReactElement } from 'react';
import { initI18n, registerNamespace } from '@mockexam/i18n';
import { renderRoutes, testQueryClient } from '@mockexam/ui/testing';
import { resources } from '../i18n';

export { testQueryClient };

export async function setUpI18n(): Promise<void> {
  await initI18n('en');
  registerNamespace('enrolment', resources);
}

/**
 * `pages` maps route patterns below the locale ('enrolment', 'fps_payment/:id') to what they show;
 * `client` is a fresh test client unless the test brings its own.
 */
export function renderAt(path: string, pages: Record<string, ReactElement>, client = testQueryClient()) {
  const routes = Object.fromEntries(Object.entries(pages).map(([pattern, page]) => [`/:locale/${pattern}`, page]));
  return renderRoutes(path, routes, client);
}
