import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { trpc } from '../lib/trpc';
import { AlertProvider } from '../ui/AlertProvider';
import { Toaster } from '../ui/toaster';
import { appHistory } from './history';
import { AppRoutes } from './routes';
import { SessionVerifier } from './SessionVerifier';
import { TenantGate } from './TenantGate';
import { seedPageQueries } from './pageDataSeed';
import { seedTenantQuery } from './tenantSeed';
import { appClients } from './appClients';

export function App() {
  const [{ queryClient, trpcClient }] = useState(() => {
    const clients = appClients();
    seedTenantQuery(clients.queryClient);
    seedPageQueries(clients.queryClient);
    return clients;
  });
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
