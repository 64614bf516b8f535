import type { ReactNode } from 'react';

interface Props {
  status: 'success' | 'info';
  title: ReactNode;
  subTitle?: ReactNode;
  /** The buttons under the title. */
  extra?: ReactNode;
  children?: ReactNode;
}

/** What has happened (payment received, receipt uploaded): a mark, a title, a line, actions, then details. */
export function Result({ status, title, subTitle, extra, children }: Props) {
  return (
    <div className={`result result-${status}`}>
      <div className="result-mark" aria-hidden="true">
        {status === 'success' ? '✓' : 'i'}
      </div>
      <div className="result-title">{title}</div>
      {subTitle && <div className="result-subtitle">{subTitle}</div>}
      {extra && <div className="result-extra">{extra}</div>}
      {children && <div className="result-content">{children}</div>}
    </div>
  );
}
