// The shell owns the router: every route sits under /{locale}; public and account pages are the
// shell's own (lazy); every other path goes to the remote the registry says owns it (or 404).
import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { LocaleLayout } from './LocaleLayout';
import { RootRedirect } from './RootRedirect';
import { Guard } from './Guard';
import type { Access } from './access';
import { publicPages } from './publicPages';
import { accountPages } from './accountPages';
import { RegistryPage } from './RegistryPage';
import { routeAliases } from './aliases';

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
  ...Object.entries(accountPages).map(([path, { load, access }]): RouteObject => ({
    path,
    element: page(load, access),
  })),
];

const aliases: RouteObject[] = Object.entries(routeAliases).map(([alias, target]) => ({
  path: alias,
  element: <Navigate to={`../${target}`} relative="path" replace />,
}));

export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    path: '/:locale',
    element: <LocaleLayout />,
    children: [...shellPages, ...aliases, { path: '*', element: <RegistryPage /> }],
  },
];

/**
 * The route table, in react-router's declarative mode (inside BrowserRouter): the app loads no data
 * through the router, so the shell provides only that part of react-router (see
 * shared/mf-config/reactRouterApi.mjs).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
