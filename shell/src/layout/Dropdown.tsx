// A disclosure menu on a native <details>: it closes when one of its items is chosen, on a click
// elsewhere and on Escape. It is not re-keyed on navigation: with lazy pages the router commits the
// new location late, and a remount then would close a menu the user has just opened.
import { useEffect, useRef, type ReactNode } from 'react';

export function Dropdown({
  className,
  summary,
  children,
}: {
  className: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  return (
    <details className={className} ref={ref}>
      {summary}
      {/* An item chosen (a link followed, a button pressed) closes the menu. */}
      <ul
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a, button') && ref.current) ref.current.open = false;
        }}
      >
        {children}
      </ul>
    </details>
  );
}
