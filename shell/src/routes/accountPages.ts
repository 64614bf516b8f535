// The shell's account pages, who may open them and whether they use antd. Those a visitor opens before
// logging in are also pre-rendered at build time (src/prerender/renderShellPage.tsx), like the public pages.
// `antd: true` pages are mounted inside antd's provider (loaded with the page, never with the first view);
// the others are plain HTML and load none of antd, as a remote's route with `antd: false`.
import type { ComponentType } from 'react';
import { pathAfterLocale } from '@mockexam/i18n';
import { preloadAntdProvider } from '../layout/LazyAntdProvider';
import type { Access } from './access';

type PageModule = Promise<{ default: ComponentType }>;

export interface AccountPage {
  load: () => PageModule;
  access: Access;
  antd: boolean;
}

export const accountPages: Record<string, AccountPage> = {
  login: { load: () => import('../pages/account/LoginPage'), access: 'guest', antd: false },
  'school/login': { load: () => import('../pages/account/SchoolLoginPage'), access: 'guest', antd: false },
  register: { load: () => import('../pages/account/RegisterPage'), access: 'guest', antd: true },
  'forgot-password': { load: () => import('../pages/account/ForgotPasswordPage'), access: 'guest', antd: true },
  'reset-password': { load: () => import('../pages/account/ResetPasswordPage'), access: 'public', antd: true },
  'change-password': {
    load: () => import('../pages/account/ChangePasswordPage'),
    access: 'authenticated',
    antd: true,
  },
};

/** Account pages served pre-rendered: a guest's, one path segment below the locale (the server's rule). */
export const prerenderedAccountPages = Object.keys(accountPages).filter(
  (path) => accountPages[path].access === 'guest' && !path.includes('/'),
);

/** Starts the downloads of an account page: its code and, if it uses antd, antd's provider (and core). */
export function preloadAccountPage(page: AccountPage): void {
  void page.load();
  if (page.antd) preloadAntdProvider();
}

/** At start-up: if the address is an account page, start its downloads while React and i18n start. */
export function preloadFirstAccountPage(pathname: string): void {
  const path = pathAfterLocale(pathname);
  if (Object.hasOwn(accountPages, path)) preloadAccountPage(accountPages[path]);
}
