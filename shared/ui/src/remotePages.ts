// What every remote exposes as './pages': its route components, lazily loaded, keyed by the
// route pattern the shell mounts under the locale prefix (for example 'fps_payment/:id').
import type { ComponentType, LazyExoticComponent } from 'react';

export type RemotePage = LazyExoticComponent<ComponentType> | ComponentType;

export interface RemotePagesModule {
  pages: Record<string, RemotePage>;
}
