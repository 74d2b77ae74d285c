import { getMe } from '../services/auth/get-me';
import { login } from '../services/auth/login';
import { formOrJsonBody, type RouteRegistry } from './registry';

const truthy = (v: unknown) => v === true || v === 'true' || v === 'on' || v === '1';

export function authRoutes(r: RouteRegistry): void {
  r.add({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    handler: async (c, svc) => {
      const body = await formOrJsonBody(c);
      const input = { username: body.username as string, password: body.password as string, remember: truthy(body.remember) };
      return c.json(await login({ ctx: svc, input }));
    },
  });
  r.add({
    method: 'GET',
    path: '/api/auth/me',
    access: 'login',
    handler: async (c, svc) => c.json(await getMe({ ctx: svc })),
  });
}
