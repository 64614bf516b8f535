import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, localeFromBrowserLanguage, localeFromPath, isLocale } from '@mockexam/i18n';
import { registerRemotesFromRegistry, registryRoutes } from './remotes/registry';
import { registerShellNamespace } from './i18n/resources';
import { resumeStoredSession } from './session/resume';
import { redirectBeforeFirstRender } from './routes/initialRedirect';
import { recordSharedInstances } from './diagnostics';
import { App } from './App';
import { preloadFirstPage } from './routes/publicPages';
import { preloadFirstRemotePage } from './remotes/preload';
import { prefetchOnIntent } from './remotes/prefetch';
import './styles/app.css';

const LANGUAGE_KEY = 'mockexam.lang';

async function start() {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  const current = isLocale(stored) ? stored : localeFromBrowserLanguage(navigator.language);
  const locale = localeFromPath(location.pathname, current);
  localStorage.setItem(LANGUAGE_KEY, locale);
  preloadFirstPage(location.pathname, locale);
  // Remote pages wait for the registry; nothing else does.
  void registerRemotesFromRegistry().catch((error: unknown) => console.error('remote registry unavailable', error));
  void preloadFirstRemotePage(location.pathname);
  // Takes a token out of the address at once; the check runs while i18n starts.
  const session = resumeStoredSession();
  await initI18n(locale);
  registerShellNamespace();
  recordSharedInstances();
  // A page this reader may not open is left before the first render, not by a redirect inside it.
  await redirectBeforeFirstRender({ session, routes: registryRoutes });
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser, not as one long task.
  startTransition(() => root.render(<App />));
  prefetchOnIntent();
}

void start();
