import { useLayoutEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createRouter } from './routes/router';

/**
 * A public page's first response carries a pre-rendered copy of the page (scripts/postbuild.mjs) and a
 * hidden #root. The first commit includes the page itself (no Suspense boundary sits above it), so
 * swapping here, before the browser paints, shows the live page in the copy's place without a flash.
 */
function replacePrerenderedCopy() {
  const copy = document.getElementById('prerendered');
  if (!copy) return;
  copy.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}

export function App() {
  const [router] = useState(createRouter);
  useLayoutEffect(replacePrerenderedCopy, []);
  return <RouterProvider router={router} />;
}
