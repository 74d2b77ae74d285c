import { Hono } from 'hono';
import { trpcServer } from '@hono/trpc-server';
import type { AppDeps, AppEnv } from './env';
import { requestContext } from './middleware/context';
import { restErrorHandler } from './middleware/errors';
import { securityHeaders } from './middleware/security-headers';
import { limitBody, RouteRegistry } from './rest/registry';
import { appRouter } from './trpc/root';
import { flattenEndpoints } from './endpoints/define';
import { endpointTree, rawRoutes } from './endpoints';
import { MAX_MERCHANT_BODY } from './endpoints/auth';

export interface CreatedApp {
  app: Hono<AppEnv>;
  registry: RouteRegistry;
}

/** The whole HTTP surface, runtime-agnostic: entries give it the database, storage, mail and clock. */
export function createApp(deps: AppDeps): CreatedApp {
  const app = new Hono<AppEnv>();
  app.onError(restErrorHandler(deps.log));
  app.use('*', securityHeaders());
  app.use('/api/*', requestContext(deps));
  app.use('/trpc/*', requestContext(deps));

  const registry = new RouteRegistry(app, deps.config.devRoutes);
  for (const { name, endpoint } of flattenEndpoints(endpointTree)) registry.addEndpoint(name, endpoint);
  for (const route of rawRoutes(deps)) registry.addRaw(route);

  // tRPC takes the merchant documents as data URLs: its bodies may be as large as that sign-up.
  app.use('/trpc/*', limitBody(MAX_MERCHANT_BODY));
  app.use(
    '/trpc/*',
    trpcServer({
      router: appRouter,
      endpoint: '/trpc',
      createContext: (opts, c) => ({ svc: c.get('svc'), resHeaders: opts.resHeaders }),
    }),
  );
  app.all('/api/*', (c) => c.json({ detail: '요청한 주소를 찾을 수 없습니다.', code: 'NOT_FOUND' }, 404));
  return { app, registry };
}
