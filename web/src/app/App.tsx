import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createTrpcClient, trpc } from '../lib/trpc';
import { AlertProvider } from '../ui/AlertProvider';
import { Toaster } from '../ui/toaster';
import { router } from './routes';
import { SessionVerifier } from './SessionVerifier';
import { TenantGate } from './TenantGate';

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } }),
  );
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <TenantGate>
          <SessionVerifier />
          <AlertProvider>
            <RouterProvider router={router} />
            <Toaster />
          </AlertProvider>
        </TenantGate>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
