// Platform calls: health and the remote registry.
import { z } from 'zod';
import { ROUTE_ACCESS, ROUTE_PATH_REGEX } from './routes';

/** GET /api/health */
export const HealthResponse = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * A remote's `routes.json`, written by its build beside `mf-manifest.json`: pattern and access per page, and
 * `antd: false` for a page that does without antd (the shell then mounts it without loading antd).
 */
export const RemoteRouteTable = z.array(
  z.object({ path: z.string().regex(ROUTE_PATH_REGEX), access: z.enum(ROUTE_ACCESS), antd: z.boolean().optional() }),
);
export type RemoteRouteTable = z.infer<typeof RemoteRouteTable>;

/** GET /remotes.json: each remote's current release, its manifest URL and the routes it owns. */
export const RemotesResponse = z.record(z.string(), z.object({ manifest: z.string(), routes: RemoteRouteTable }));
export type RemotesResponse = z.infer<typeof RemotesResponse>;

/** `<REMOTES_DIR>/registry.json`, written by the release and rollback scripts. */
export const RemoteRegistryFile = z.object({
  remotes: z.record(
    z.string(),
    z.object({
      current: z.string().nullable().optional(),
      history: z.array(z.string()).default([]),
      /** The current version's routes (checked one by one when served: a bad entry is dropped, not the registry). */
      routes: z.array(z.unknown()).default([]),
    }),
  ),
});
export type RemoteRegistryFile = z.infer<typeof RemoteRegistryFile>;
