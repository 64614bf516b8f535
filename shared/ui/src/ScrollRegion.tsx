import type { ReactNode } from 'react';

/**
 * A region that scrolls sideways when its content (a wide table) is wider than the screen. Keyboard users
 * must be able to scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable), so it takes focus and is
 * named. Use it instead of antd Table's `scroll={{ x }}`, whose scrolling box cannot be focused.
 */
export function ScrollRegion({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={className}
      style={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      {children}
    </div>
  );
}
