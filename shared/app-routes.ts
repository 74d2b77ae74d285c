import { matchesPattern } from './first-pages';

/**
 * Every address of the web app (`:name` stands for one segment). The router (web/src/app/routes.tsx)
 * declares exactly these, through `appRoute`; the server sends the page with 200 for them (and for
 * any address inside an APP_ROUTE_SECTIONS section) and with 404 for any other address (the page
 * then shows its 404 screen).
 */
export const APP_ROUTES = [
  '/',
  '/landing',
  '/policy',
  '/login',
  '/terms',
  '/register/customer',
  '/register/merchant',
  '/find-email',
  '/reset-password-request',
  '/reset-password',
  '/auth/kakao/callback',
  '/main',
  '/content/upload',
  '/content/:id/edit',
  '/content/:id',
  '/merchant/dashboard',
  '/merchant/orders',
  '/merchant/subscription',
  '/merchant/:id',
  '/products/create',
  '/products/edit/:id',
  '/products/:id',
  '/payment/callback',
  '/payment/analytics',
  '/profile/edit',
  '/mypage',
  '/mypage/payments',
  '/orders',
  '/cart',
  '/cart/checkout',
  '/admin',
  '/admin/payments',
  '/admin/subscriptions',
  '/admin/tenants',
  '/admin/audit',
  '/legal/:doc',
] as const;

/**
 * Sections whose router answers every address below them (commerce.md §2 Admin: any other sub-path
 * of /admin goes to payments), so the server sends the page with 200 for all of them too.
 */
export const APP_ROUTE_SECTIONS = ['/admin'] as const;

export type AppRoutePath = (typeof APP_ROUTES)[number];

/** A path of the table, for the router: a path the table lacks does not compile. */
export const appRoute = <P extends AppRoutePath>(path: P): P => path;

/** Whether the web app has a page at `pathname` (`/index.html` is `/`). */
export function isAppRoute(pathname: string): boolean {
  const path = pathname === '/index.html' ? '/' : pathname;
  if (path === '/') return true;
  const lower = path.toLowerCase();
  if (APP_ROUTE_SECTIONS.some((section) => lower.startsWith(`${section}/`))) return true;
  return APP_ROUTES.some((pattern) => pattern !== '/' && matchesPattern(pattern, path));
}
