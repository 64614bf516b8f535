// The shell owns the router: every route sits under /{locale}; public and account pages are the
// shell's own (lazy), every other page comes from the remote that owns it.
import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LocaleLayout } from './LocaleLayout';
import { RootRedirect } from './RootRedirect';
import { Guard } from './Guard';
import { remoteSlots, routeAliases } from './slots';
import type { Access } from './access';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { NotFound } from '../pages/NotFound';
import { publicPages } from './publicPages';

const page = (load: () => Promise<{ default: ComponentType }>, access: Access = 'public'): RouteObject['element'] => {
  const Page = lazy(load);
  return (
    <Guard access={access}>
      <Page />
    </Guard>
  );
};

const shellPages: RouteObject[] = [
  ...Object.entries(publicPages).map(([path, load]): RouteObject =>
    path ? { path, element: page(load) } : { index: true, element: page(load) },
  ),
  { path: 'login', element: page(() => import('../pages/account/LoginPage'), 'guest') },
  { path: 'school/login', element: page(() => import('../pages/account/SchoolLoginPage'), 'guest') },
  { path: 'register', element: page(() => import('../pages/account/RegisterPage'), 'guest') },
  { path: 'forgot-password', element: page(() => import('../pages/account/ForgotPasswordPage'), 'guest') },
  { path: 'reset-password', element: page(() => import('../pages/account/ResetPasswordPage')) },
  { path: 'change-password', element: page(() => import('../pages/account/ChangePasswordPage'), 'authenticated') },
];

const remotePages: RouteObject[] = remoteSlots.map((slot) => ({
  path: slot.path,
  element: (
    <Guard access={slot.access}>
      <RemoteRoute key={slot.path} remote={slot.remote} page={slot.path} />
    </Guard>
  ),
}));

const aliases: RouteObject[] = Object.entries(routeAliases).map(([alias, target]) => ({
  path: alias,
  element: <Navigate to={`../${target}`} relative="path" replace />,
}));

export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    path: '/:locale',
    element: <LocaleLayout />,
    children: [...shellPages, ...remotePages, ...aliases, { path: '*', element: <NotFound /> }],
  },
];

export const createRouter = () => createBrowserRouter(routes);
