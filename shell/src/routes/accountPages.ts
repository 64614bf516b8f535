// The shell's account pages and who may open them. Those a visitor opens before logging in are also
// pre-rendered at build time (src/prerender/renderShellPage.tsx), like the public pages. None of them is on
// antd: all are plain HTML (pages/account/PlainForm.tsx), mounted without antd's provider (no page here wraps
// itself in it, and the router adds none), so opening one loads none of antd.
import type { ComponentType } from 'react';
import type { Access } from './access';

type PageModule = Promise<{ default: ComponentType }>;

export const accountPages: Record<string, { load: () => PageModule; access: Access }> = {
  login: { load: () => import('../pages/account/LoginPage'), access: 'guest' },
  'school/login': { load: () => import('../pages/account/SchoolLoginPage'), access: 'guest' },
  register: { load: () => import('../pages/account/RegisterPage'), access: 'guest' },
  'forgot-password': { load: () => import('../pages/account/ForgotPasswordPage'), access: 'guest' },
  'reset-password': { load: () => import('../pages/account/ResetPasswordPage'), access: 'public' },
  'change-password': { load: () => import('../pages/account/ChangePasswordPage'), access: 'authenticated' },
};

/** Account pages served pre-rendered: a guest's, one path segment below the locale (the server's rule). */
export const prerenderedAccountPages = Object.keys(accountPages).filter(
  (path) => accountPages[path].access === 'guest' && !path.includes('/'),
);
