// Test helpers: a payment page rendered as the shell renders it (the shared test providers, a router
// under /{locale}, the 'payment' namespace), with stand-ins for the pages it sends the candidate to.
import type { ReactElement } from 'react';
import { initI18n, registerNamespace } from '@mockexam/i18n';
import { renderRoutes } from '@mockexam/ui/testing';
import { resources } from '../i18n';

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
  return renderRoutes(path, { ...STAND_INS, ...pages });
}
