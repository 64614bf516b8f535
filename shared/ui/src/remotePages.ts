// What every remote exposes as './pages': its route table (pattern, access, page loader) and the
// page components the shell mounts under the locale prefix. The table's data (pattern and access)
// also goes into the remote's build as routes.json and from there into /remotes.json, so a remote
// adds or removes a page by releasing itself alone.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteAccess } from '@mockexam/contracts';

export type RemotePage = LazyExoticComponent<ComponentType> | ComponentType;

export interface RemoteRoute {
  /** Below the locale prefix, e.g. 'fps_payment/:id'. */
  path: string;
  access: RouteAccess;
  /** The page's module, loaded on first visit. */
  page: () => Promise<{ default: ComponentType }>;
  /**
   * Query parameters the page needs to show its frame ('candidate' on a teacher's view of one candidate's
   * report): the pre-renderer gives each the stand-in number it gives a path's parameters.
   */
  copyQuery?: string[];
  /**
   * `false`: the page does without antd (plain HTML, '@mockexam/ui/plain'), so the shell mounts it without
   * loading antd's provider and core, the largest part of a page's start-up on a phone. The build checks
   * that its copy uses no antd component. Absent: the page uses antd.
   */
  antd?: false;
}

export interface RemotePagesModule {
  pages: Record<string, RemotePage>;
  /**
   * Loads a page's code (by pattern) before it is opened: the shell calls it for the pages a visitor will
   * likely open next. Optional: a release without it still mounts.
   */
  preload?: (path: string) => Promise<unknown>;
}

/** Loads the module of the page with pattern `path` (the one its lazy component then uses). */
export function preloadOf(routes: readonly RemoteRoute[]): NonNullable<RemotePagesModule['preload']> {
  return async (path) => routes.find((route) => route.path === path)?.page();
}

/** A remote's pages, keyed by pattern, each loaded on first visit. */
export function pagesOf(routes: readonly RemoteRoute[]): RemotePagesModule['pages'] {
  return Object.fromEntries(routes.map((route) => [route.path, lazy(route.page)]));
}
