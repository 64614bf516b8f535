// Every path the shell does not own itself: the registry says which remote owns it (waiting for the
// registry only here, so the shell's own pages never wait). The page is mounted as a descendant
// route with its own pattern, so the remote's useParams() sees its ':id', inside the guard of the
// access it declared. A path no remote claims is Error 404.
import { Suspense, use } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { Guard } from './Guard';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { RemoteUnavailable } from '../remotes/RemoteUnavailable';
import { ownerOf, registryRoutes } from '../remotes/registry';
import { NotFound } from '../pages/NotFound';
import { PageLoading } from '../layout/PageLoading';

function OwnedPage() {
  const routes = use(registryRoutes());
  const rest = useParams()['*'] ?? '';
  // Without a registry nobody knows who owns the path: offer the retry, not a false 404.
  if (!routes) return <RemoteUnavailable onRetry={() => location.reload()} />;
  const owner = ownerOf(routes, rest);
  if (!owner) return <NotFound />;
  return (
    <Routes>
      <Route
        path={owner.path}
        element={
          <Guard access={owner.access}>
            <RemoteRoute
              key={`${owner.remote}:${owner.path}`}
              remote={owner.remote}
              page={owner.path}
              antd={owner.antd}
            />
          </Guard>
        }
      />
    </Routes>
  );
}

export function RegistryPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <OwnedPage />
    </Suspense>
  );
}
