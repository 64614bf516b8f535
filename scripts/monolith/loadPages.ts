// The monolith build (measurement only, `npm run federation-cost`): this file replaces
// shell/src/remotes/loadPages.ts, so every remote's pages are compiled into the shell and imported
// statically instead of loaded through Module Federation at run time. Same pages, same routes (still
// read from /remotes.json), same shared packages (the remotes' imports resolve to the shell's own
// copies), one build: the physical limit a federated build is compared with.
import type { RemotePagesModule } from '@mockexam/ui';
import { whenRegistered, type RemoteName } from '../../shell/src/remotes/registry';

export type LoadedPages = RemotePagesModule & { unavailable?: boolean };

const remotes: Record<RemoteName, () => Promise<LoadedPages>> = {
  'mf-enrolment': () => import('../../mf-enrolment/src/pages'),
  'mf-payment': () => import('../../mf-payment/src/pages'),
  'mf-school': () => import('../../mf-school/src/pages'),
  'mf-report': () => import('../../mf-report/src/pages'),
  'mf-admin': () => import('../../mf-admin/src/pages'),
};

const loaded = new Map<RemoteName, Promise<LoadedPages>>();

export function loadPages(remote: RemoteName, _attempt: number): Promise<LoadedPages> {
  let pending = loaded.get(remote);
  if (!pending) {
    pending = whenRegistered().then(() => remotes[remote]());
    loaded.set(remote, pending);
  }
  return pending;
}
