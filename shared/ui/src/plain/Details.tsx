import type { ReactNode } from 'react';

/** Label and value pairs, ruled like antd's bordered descriptions (the shell's `.details-list`). */
export function DetailsList({
  children,
  className,
  testId,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <dl className={['details-list', className].filter(Boolean).join(' ')} data-testid={testId}>
      {children}
    </dl>
  );
}

/** One pair of a DetailsList: its label beside its value (above it on a phone). */
export function DetailItem({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
