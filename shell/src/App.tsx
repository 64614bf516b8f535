import { useLayoutEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes/router';

/**
 * A pre-rendered page's first response carries a copy of the page (scripts/postbuild.mjs) and a hidden
 * #root. The copy stays until React's page has replaced every loading state in #root (a shell page, public
 * or account, plain HTML, is there at the first commit; a remote's page once its code has arrived): the
 * swap runs before the browser paints (a layout effect, then a mutation observer's microtask), so the live
 * page takes the copy's place without a flash of the loading state.
 */
function replacePrerenderedCopyWhenReady() {
  const copy = document.getElementById('prerendered');
  const root = document.getElementById('root');
  if (!copy || !root) return;
  const swap = () => {
    if (!root.firstElementChild || root.querySelector('.page-loading')) return false;
    copy.remove();
    root.removeAttribute('hidden');
    return true;
  };
  if (swap()) return;
  const observer = new MutationObserver(() => {
    if (swap()) observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

export function App() {
  useLayoutEffect(replacePrerenderedCopyWhenReady, []);
  // Without transitions: the address and the page change together (a lazy page shows its loading state),
  // never a new address over the old page, whose links (the language switch) would still point from it.
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
