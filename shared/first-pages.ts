/**
 * The pages a visit may start on, by path (first match wins), each with its module under web/src
 * (no extension). The web app preloads the matching page's chunk before its first render
 * (web/src/app/routes.tsx); the server names the same page's chunks in the HTML it sends
 * (worker/web/app-page.ts), so they download beside the entry instead of after it has run. `/`
 * picks its page by the session, which the server does not know: it is not here.
 */
export const FIRST_PAGES = [
  ['/main', 'features/main/MainPage'],
  ['/login', 'features/auth/LoginPage'],
  ['/landing', 'features/landing/LandingPage'],
  ['/products/create', 'features/catalogue/products/ProductCreatePage'],
  ['/products/edit/:id', 'features/catalogue/products/ProductEditPage'],
  ['/products/:id', 'features/catalogue/products/ProductDetailPage'],
  ['/content/upload', 'features/content/PostFormPage'],
  ['/content/:id/edit', 'features/content/PostFormPage'],
  ['/content/:id', 'features/content/PostDetailPage'],
  ['/merchant/dashboard', 'features/dashboard/DashboardPage'],
  ['/merchant/orders', 'features/orders/MerchantOrdersPage'],
  ['/merchant/subscription', 'features/subscriptions/SubscriptionPage'],
  ['/payment/analytics', 'features/orders/PaymentAnalyticsPage'],
  ['/merchant/:id', 'features/content/channel/ChannelPage'],
  ['/register/customer', 'features/auth/RegisterCustomerPage'],
  ['/legal/:doc', 'features/legal/LegalPage'],
  ['/policy', 'features/legal/PolicyPage'],
  ['/payment/callback', 'features/orders/PaymentCallbackPage'],
  ['/mypage/payments', 'features/orders/PaymentsPage'],
  ['/orders', 'features/orders/OrdersPage'],
  ['/mypage', 'features/profile/ProfilePage'],
  ['/profile/edit', 'features/profile/ProfileEditPage'],
  ['/admin/payments', 'features/admin/payments/AdminPaymentsPage'],
  ['/admin/subscriptions', 'features/subscriptions/AdminSubscriptionsPage'],
  ['/admin/tenants', 'features/admin/tenants/TenantsPage'],
  ['/admin/audit', 'features/admin/audit/AuditLogPage'],
] as const satisfies readonly (readonly [string, string])[];

export type FirstPageModule = (typeof FIRST_PAGES)[number][1];

/**
 * The layout chunk a first page renders inside (a nested route): preloaded with the page, which would
 * otherwise be asked for only once the layout had loaded and rendered.
 */
export const FIRST_PAGE_LAYOUTS: Partial<Record<FirstPageModule, string>> = {
  'features/admin/payments/AdminPaymentsPage': 'features/admin/AdminLayout',
  'features/subscriptions/AdminSubscriptionsPage': 'features/admin/AdminLayout',
  'features/admin/tenants/TenantsPage': 'features/admin/AdminLayout',
  'features/admin/audit/AuditLogPage': 'features/admin/AdminLayout',
};

/**
 * Tabs of a first page (?tab=) whose body is a chunk of its own, loaded when the page renders it:
 * the server names that chunk's files too, so a visit that starts on the tab does not wait for the
 * page's chunk to run before asking for the tab's (the video tab's posters are its largest paint).
 * '' is the tab a page opens on without ?tab= (the dashboard's home).
 */
export const FIRST_TABS = [
  ['/main', 'video', 'features/content/VideoTab'],
  ['/main', 'post', 'features/content/PostTab'],
  ['/merchant/dashboard', '', 'features/dashboard/tabs/HomeTab'],
] as const satisfies readonly (readonly [string, string, string])[];

export type FirstTabModule = (typeof FIRST_TABS)[number][2];

/** Each first page's (and first tab's) files beyond the entry's own, as the build lists them (web/build/page-preloads.ts). */
export type PagePreloads = Partial<Record<FirstPageModule | FirstTabModule, string[]>>;

/** The tab module a visit of `pathname` with `?tab=` starts on, or null. */
export function firstTabModule(pathname: string, tab: string | null): FirstTabModule | null {
  return FIRST_TABS.find(([pattern, id]) => id === (tab ?? '') && matchesPattern(pattern, pathname))?.[2] ?? null;
}

/**
 * Pages that render no Chakra component with parts but the avatar: they load without the pages'
 * slot recipes (`lazyPage`'s `slotRecipes: false`), so neither is that chunk preloaded for them.
 */
export const PAGES_WITHOUT_SLOT_RECIPES: ReadonlySet<FirstPageModule> = new Set(['features/landing/LandingPage']);

/**
 * Whether `pathname` is an address of `pattern` (`:name` stands for one segment), as the router
 * matches its routes: whole segments, letters in any case, a trailing slash allowed.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const segments = (p: string) => p.replace(/\/+$/, '').split('/');
  const want = segments(pattern);
  const got = segments(pathname);
  return want.length === got.length && want.every((s, i) => (s.startsWith(':') ? got[i] !== '' : s.toLowerCase() === got[i].toLowerCase()));
}

/** The page module a visit of `pathname` starts on, or null (`/` and the pages not listed). */
export function firstPageModule(pathname: string): FirstPageModule | null {
  return FIRST_PAGES.find(([pattern]) => matchesPattern(pattern, pathname))?.[1] ?? null;
}
