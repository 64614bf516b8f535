// Whether an element has come near the screen: charts below the first view are drawn (and visx loaded)
// only when the reader scrolls towards them, so a phone loading the report does not spend its first
// seconds drawing what nobody sees yet. Printing draws them all. Without IntersectionObserver (old
// browsers, jsdom) everything counts as near.
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** How far below (or above) the screen an element already counts as near: about half a phone screen. */
const MARGIN = '400px 0px';

export function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: MARGIN },
    );
    observer.observe(element);
    // The print layout is taken right after this event: draw synchronously.
    const beforePrint = () => flushSync(() => setNear(true));
    window.addEventListener('beforeprint', beforePrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', beforePrint);
    };
  }, [near]);
  return { ref, near };
}
