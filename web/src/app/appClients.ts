import { QueryClient } from '@tanstack/react-query';
import { canRetry } from '../lib/errors';
import { createTrpcClient } from '../lib/trpc';

export interface AppClients {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
}

let clients: AppClients | null = null;

/** The app's query cache and tRPC client, one of each per page load (main.tsx may ask before App renders). */
export function appClients(): AppClients {
  return (clients ??= {
    // One retry, and only of a failure that may pass: a refusal or a miss answers the same again.
    queryClient: new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: (count, err) => count < 1 && canRetry(err) } } }),
    trpcClient: createTrpcClient(),
  });
}
