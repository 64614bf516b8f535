// antd is loaded only by pages that use it, never by the first view of the home page.
import { lazyProvider } from './lazyProvider';

const antd = lazyProvider(() => import('./AntdShellProvider'));

export const AntdProvider = antd.Provider;
/** Starts downloading antd's provider (and core) before the page that needs it mounts. */
export const preloadAntdProvider = antd.preload;
