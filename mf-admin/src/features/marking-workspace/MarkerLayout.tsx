// The markers' pages: a plain frame with the page's title and the marker's name, no back-office sections
// (a marker opens nothing of the back office).
import type { ReactNode } from 'react';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import { registerInstance } from '@mockexam/ui';
import './marking.css';

registerInstance('mf_admin', 'antd', ConfigProvider);

export function MarkerLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <App component="section" className="marking-page">
      <h1 className="marking-title">{title}</h1>
      {children}
    </App>
  );
}
