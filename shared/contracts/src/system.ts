// Platform calls: health and the remote registry.
import { z } from 'zod';

/** GET /api/health */
export const HealthResponse = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** The Module Federation remotes, named after their package folders. */
export const REMOTE_NAMES = ['mf-enrolment', 'mf-payment', 'mf-school', 'mf-report', 'mf-admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** GET /remotes.json: remote name -> manifest URL. */
export const RemotesResponse = z.record(z.string(), z.string());
export type RemotesResponse = z.infer<typeof RemotesResponse>;

/** `<REMOTES_DIR>/registry.json`, written by the release and rollback scripts. */
export const RemoteRegistryFile = z.object({
  remotes: z.record(
    z.string(),
    z.object({ current: z.string().nullable().optional(), history: z.array(z.string()).default([]) }),
  ),
});
export type RemoteRegistryFile = z.infer<typeof RemoteRegistryFile>;
