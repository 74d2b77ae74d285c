import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { canRetry } from '../lib/errors';
import { createTrpcClient, trpc } from '../lib/trpc';
import { AlertProvider } from '../ui/AlertProvider';
import { Toaster } from '../ui/toaster';
import { appHistory } from './history';
import { AppRoutes } from './routes';
import { SessionVerifier } from './SessionVerifier';
import { TenantGate } from './TenantGate';
import { seedPageQueries } from './pageDataSeed';
import { seedTenantQuery } from './tenantSeed';

export function App() {
  const [queryClient] = useState(() => {
    // One retry, and only of a failure that may pass: a refusal or a miss answers the same again.
    const client = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: (count, err) => count < 1 && canRetry(err) } } });
    seedTenantQuery(client);
    seedPageQueries(client);
    return client;
  });
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <TenantGate>
          <SessionVerifier />
          <AlertProvider>
            <HistoryRouter history={appHistory}>
              <AppRoutes />
            </HistoryRouter>
            <Toaster />
          </AlertProvider>
        </TenantGate>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
