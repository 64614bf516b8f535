import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import { AntdProvider } from '@mockexam/ui/antd';
import { registerInstance } from '@mockexam/ui';

registerInstance('shell', 'antd', ConfigProvider);

export default function AntdShellProvider({ children }: { children: ReactNode }) {
  return <AntdProvider>{children}</AntdProvider>;
}
