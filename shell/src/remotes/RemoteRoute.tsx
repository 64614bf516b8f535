// Mounts one page of a remote: loads the remote's './pages' module at run time, inside an error
// boundary and Suspense, with a retry that reloads the remote from the registry, inside antd's and
// the shared QueryClient's providers.
import { Suspense, use, useState } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { loadPages } from './loadPages';
import { preloadRemotePage } from './preload';
import type { RemoteName } from './registry';
import { PageLoading } from '../layout/PageLoading';
import { AntdProvider } from '../layout/LazyAntdProvider';
import { QueryProvider } from '../query/LazyQueryProvider';

interface Props {
  remote: RemoteName;
  page: string;
}

function RemotePage({ remote, page, attempt, onRetry }: Props & { attempt: number; onRetry: () => void }) {
  const module = use(loadPages(remote, attempt));
  const Page = module.pages[page];
  if (module.unavailable || !Page) return <RemoteUnavailable onRetry={onRetry} />;
  return <Page />;
}

export function RemoteRoute({ remote, page }: Props) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  // Render-time and idempotent: the downloads start together instead of one provider after another.
  if (attempt === 0) preloadRemotePage(remote);
  return (
    <div className="remote-slot" data-remote={remote}>
      <RemoteErrorBoundary resetKey={attempt} fallback={() => <RemoteUnavailable onRetry={retry} />}>
        <Suspense fallback={<PageLoading />}>
          <AntdProvider>
            <QueryProvider>
              <RemotePage remote={remote} page={page} attempt={attempt} onRetry={retry} />
            </QueryProvider>
          </AntdProvider>
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
