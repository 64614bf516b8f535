// Loaded with the first remote page, never with the first view: the shell's QueryClient for every remote.
import type { ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { registerInstance } from '@mockexam/ui';
import { queryClient } from './queryClient';

registerInstance('shell', 'react-query', QueryClientContext);

export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
