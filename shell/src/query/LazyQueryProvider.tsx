// TanStack Query is loaded only by remote pages, so the home page's first view stays small.
import { lazyProvider } from '../layout/lazyProvider';

const query = lazyProvider(() => import('./QueryProvider'));

export const QueryProvider = query.Provider;
/** Starts downloading TanStack Query before the page that needs it mounts. */
export const preloadQueryProvider = query.preload;
