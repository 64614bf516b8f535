// A wide table on a narrow screen: the region scrolls sideways, and being focusable and labelled, a keyboard
// or screen-reader user can reach it and scroll it with the arrow keys (WCAG 2.1.1 for scrollable regions).
import type { ReactNode } from 'react';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="admin-scroll">
      {children}
    </div>
  );
}
