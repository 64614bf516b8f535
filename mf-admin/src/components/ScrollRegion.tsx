// The shared ScrollRegion (@mockexam/ui: a named, focusable box that scrolls a wide table sideways, so keyboard
// users can reach and scroll it), with the back office's styling (focus ring, the table as wide as it needs).
import type { ReactNode } from 'react';
import { ScrollRegion as SharedScrollRegion } from '@mockexam/ui';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SharedScrollRegion label={label} className="admin-scroll">
      {children}
    </SharedScrollRegion>
  );
}
