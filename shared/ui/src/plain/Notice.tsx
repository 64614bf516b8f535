import type { ReactNode } from 'react';

interface Props {
  type: 'info' | 'success' | 'warning' | 'error';
  title: ReactNode;
  /** A line under the title. */
  children?: ReactNode;
  /** A control beside the text (a retry button). */
  action?: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * A message box coloured by kind (the shell's `.notice`). Warnings and errors are alerts, announced when
 * they appear; information and success are a status, read in turn.
 */
export function Notice({ type, title, children, action, className, testId }: Props) {
  const urgent = type === 'warning' || type === 'error';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={['notice', `notice-${type}`, className].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      <div className="notice-text">
        <div className="notice-title">{title}</div>
        {children && <div className="notice-body">{children}</div>}
      </div>
      {action && <div className="notice-action">{action}</div>}
    </div>
  );
}
