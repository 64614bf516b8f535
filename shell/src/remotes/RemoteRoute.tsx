// Mounts one page of a remote: loads the remote's './pages' module at run time, inside an error
// boundary and Suspense, with a retry that reloads the remote from the registry, inside the shared
// QueryClient's provider and, unless the page does without antd, antd's.
import { Suspense, use, useState, type ReactNode } from 'react';
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

/** antd's provider when the page uses antd; nothing of antd loads for a page that does without. */
function MaybeAntd({ antd, children }: { antd: boolean; children: ReactNode }) {
  return antd ? <AntdProvider>{children}</AntdProvider> : children;
}

function RemotePage({ remote, page, attempt, onRetry }: Props & { attempt: number; onRetry: () => void }) {
  const module = use(loadPages(remote, attempt));
  const Page = module.pages[page];
  if (module.unavailable || !Page) return <RemoteUnavailable onRetry={onRetry} />;
  return <Page />;
}

export function RemoteRoute({ remote, page, antd = true }: Props & { antd?: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  // Render-time and idempotent: the downloads start together instead of one provider after another.
  if (attempt === 0) preloadRemotePage({ remote, antd });
  return (
    <div className="remote-slot" data-remote={remote}>
      <RemoteErrorBoundary resetKey={attempt} fallback={() => <RemoteUnavailable onRetry={retry} />}>
        <Suspense fallback={<PageLoading />}>
          <MaybeAntd antd={antd}>
            <QueryProvider>
              <RemotePage remote={remote} page={page} attempt={attempt} onRetry={retry} />
            </QueryProvider>
          </MaybeAntd>
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
