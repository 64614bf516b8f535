// Route facts shared by the shell, the remotes' builds and the server, free of zod so the shell's
// first view can use them ('@mockexam/contracts/routes').

/** The Module Federation remotes, named after their package folders. */
export const REMOTE_NAMES = ['mf-enrolment', 'mf-payment', 'mf-school', 'mf-report', 'mf-admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Who may open a page; the shell owns what each kind means (its guards). 'guest' pages (login,
 * register) send a logged-in user home; 'staff-guest' is the staff login, 'marker-guest' the markers' login;
 * 'marker' pages are the marking workspace (markers and chief markers).
 */
export const ROUTE_ACCESS = [
  'public',
  'guest',
  'staff-guest',
  'authenticated',
  'candidate',
  'school',
  'staff',
  'marker-guest',
  'marker',
] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/** A route pattern below the locale prefix: lower-case segments and ':params' ('fps_payment/:id'). */
export const ROUTE_PATH_REGEX = /^[a-z0-9_-]+(\/(:[a-z][a-z0-9_]*|[a-z0-9_-]+))*$/;

/**
 * The places the shell's layout copy (prerendered/<locale>/_remote.html) leaves for a remote's
 * pre-rendered page: the shell's build writes them, the server fills them.
 */
export const REMOTE_COPY_SLOTS = { styles: '<!--remote-styles-->', page: '<!--remote-page-->' } as const;

/**
 * The file of a route pattern's pre-rendered copy below prerendered/<locale>/ (the remote's build writes
 * it, the server reads it): each ':param' segment becomes '_param_' ('fps_payment/:id' ->
 * 'fps_payment/_id_.json'), a name every file system takes.
 */
export const copyFileOf = (pattern: string): string => `${pattern.replace(/:([a-z0-9_]+)/g, '_$1_')}.json`;

/**
 * One page of a remote as the registry carries it: the pattern and its access, no code; `antd: false` when
 * the page does without antd (the shell then mounts it without loading antd).
 */
export interface RemoteRouteEntry {
  path: string;
  access: RouteAccess;
  antd?: boolean;
}

export const isRouteAccess = (value: unknown): value is RouteAccess =>
  (ROUTE_ACCESS as readonly unknown[]).includes(value);

/** A registry entry's route, checked without a schema library (the shell's first view reads it). */
export const isRemoteRouteEntry = (value: unknown): value is RemoteRouteEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RemoteRouteEntry).path === 'string' &&
  ROUTE_PATH_REGEX.test((value as RemoteRouteEntry).path) &&
  isRouteAccess((value as RemoteRouteEntry).access) &&
  ['undefined', 'boolean'].includes(typeof (value as RemoteRouteEntry).antd);
