import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { firstPageModule, type FirstPageModule } from '../../../shared/first-pages';
import { HomeRoute, preloadHome } from '../features/landing/HomeRoute';
import { lazyPage } from '../lib/lazyPage';
import { appRoute } from '../../../shared/app-routes';
import { NotFoundPage } from '../ui/NotFoundPage';
import { Guard } from './Guard';
import { RootLayout } from './RootLayout';

// One chunk per page (route-level code splitting); `/` picks its page's chunk by the session.
// The landing page renders no Chakra component with parts but the avatar: no page slot recipes.
const LandingPage = lazyPage(() => import('../features/landing/LandingPage'), { slotRecipes: false });
const PolicyPage = lazyPage(() => import('../features/legal/PolicyPage'));
const LegalPage = lazyPage(() => import('../features/legal/LegalPage'));
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'));
const TermsPage = lazyPage(() => import('../features/auth/TermsPage'));
const RegisterCustomerPage = lazyPage(() => import('../features/auth/RegisterCustomerPage'));
const RegisterMerchantPage = lazyPage(() => import('../features/auth/RegisterMerchantPage'));
const FindEmailPage = lazyPage(() => import('../features/auth/FindEmailPage'));
const ResetPasswordRequestPage = lazyPage(() => import('../features/auth/ResetPasswordRequestPage'));
const ResetPasswordPage = lazyPage(() => import('../features/auth/ResetPasswordPage'));
const KakaoCallbackPage = lazyPage(() => import('../features/auth/KakaoCallbackPage'));
const MainPage = lazyPage(() => import('../features/main/MainPage'));
const ProductDetailPage = lazyPage(() => import('../features/catalogue/products/ProductDetailPage'));
const ProductCreatePage = lazyPage(() => import('../features/catalogue/products/ProductCreatePage'));
const ProductEditPage = lazyPage(() => import('../features/catalogue/products/ProductEditPage'));
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'));
const PostDetailPage = lazyPage(() => import('../features/content/PostDetailPage'));
const PostFormPage = lazyPage(() => import('../features/content/PostFormPage'));
const ChannelPage = lazyPage(() => import('../features/content/channel/ChannelPage'));
const PaymentCallbackPage = lazyPage(() => import('../features/orders/PaymentCallbackPage'));
const PaymentsPage = lazyPage(() => import('../features/orders/PaymentsPage'));
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'));
const ProfileEditPage = lazyPage(() => import('../features/profile/ProfileEditPage'));
const OrdersPage = lazyPage(() => import('../features/orders/OrdersPage'));
// 장바구니 (docs/cart.md): a guest may keep one (in the browser); ordering needs a login.
const CartPage = lazyPage(() => import('../features/cart/CartPage'));
const CartCheckoutPage = lazyPage(() => import('../features/cart/CheckoutPage'));
const MerchantOrdersPage = lazyPage(() => import('../features/orders/MerchantOrdersPage'));
const SubscriptionPage = lazyPage(() => import('../features/subscriptions/SubscriptionPage'));
// The admin area (commerce.md §2 Admin): its layout and each page a chunk of its own, never in a storefront's first load.
const AdminLayout = lazyPage(() => import('../features/admin/AdminLayout'));
const AdminPaymentsPage = lazyPage(() => import('../features/admin/payments/AdminPaymentsPage'));
const AdminSubscriptionsPage = lazyPage(() => import('../features/subscriptions/AdminSubscriptionsPage'));
const TenantsPage = lazyPage(() => import('../features/admin/tenants/TenantsPage'));
const AuditLogPage = lazyPage(() => import('../features/admin/audit/AuditLogPage'));
// recharts lives in this page's chunks only, never in the first load of `/`.
const PaymentAnalyticsPage = lazyPage(() => import('../features/orders/PaymentAnalyticsPage'));

function withAdminLayout(page: { preload(): Promise<void> }) {
  return { preload: () => Promise.all([AdminLayout.preload(), page.preload()]).then(() => undefined) };
}

/** The page of each module a visit may start on (shared/first-pages.ts), for preloadFirstPage. */
const FIRST_PAGE_COMPONENTS: Record<FirstPageModule, { preload(): Promise<void> }> = {
  'features/main/MainPage': MainPage,
  'features/auth/LoginPage': LoginPage,
  'features/landing/LandingPage': LandingPage,
  'features/catalogue/products/ProductCreatePage': ProductCreatePage,
  'features/catalogue/products/ProductEditPage': ProductEditPage,
  'features/catalogue/products/ProductDetailPage': ProductDetailPage,
  'features/content/PostFormPage': PostFormPage,
  'features/content/PostDetailPage': PostDetailPage,
  'features/dashboard/DashboardPage': DashboardPage,
  'features/orders/MerchantOrdersPage': MerchantOrdersPage,
  'features/subscriptions/SubscriptionPage': SubscriptionPage,
  'features/orders/PaymentAnalyticsPage': PaymentAnalyticsPage,
  'features/content/channel/ChannelPage': ChannelPage,
  'features/auth/RegisterCustomerPage': RegisterCustomerPage,
  'features/legal/LegalPage': LegalPage,
  'features/legal/PolicyPage': PolicyPage,
  'features/orders/PaymentCallbackPage': PaymentCallbackPage,
  'features/orders/PaymentsPage': PaymentsPage,
  'features/orders/OrdersPage': OrdersPage,
  'features/profile/ProfilePage': ProfilePage,
  'features/profile/ProfileEditPage': ProfileEditPage,
  // The admin pages render inside AdminLayout (FIRST_PAGE_LAYOUTS): both chunks at once.
  'features/admin/payments/AdminPaymentsPage': withAdminLayout(AdminPaymentsPage),
  'features/subscriptions/AdminSubscriptionsPage': withAdminLayout(AdminSubscriptionsPage),
  'features/admin/tenants/TenantsPage': withAdminLayout(TenantsPage),
  'features/admin/audit/AuditLogPage': withAdminLayout(AuditLogPage),
};

/**
 * Starts fetching the page chunk of the address the app opens on, before the app renders, and
 * settles when it is in (or failed: the page's own error view then says so): the chunk downloads
 * while the entry builds the theme, and the first render is the page itself. (The server's page
 * names the same chunks as module preloads, so they are usually on their way already.)
 */
export function preloadFirstPage(pathname: string, signedIn: boolean): Promise<void> {
  if (pathname === '/') return preloadHome(signedIn);
  const module = firstPageModule(pathname);
  return module ? FIRST_PAGE_COMPONENTS[module].preload() : Promise.resolve();
}

/** The admin area: payments by default, and any other sub-path goes to payments (commerce.md §2 Admin). */
const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/payments" replace /> },
  { path: appRoute('/admin/payments'), element: <AdminPaymentsPage /> },
  { path: appRoute('/admin/subscriptions'), element: <AdminSubscriptionsPage /> },
  { path: appRoute('/admin/tenants'), element: <TenantsPage /> },
  { path: appRoute('/admin/audit'), element: <AuditLogPage /> },
  { path: '*', element: <Navigate to="/admin/payments" replace /> },
];

/** The route table of platform.md §2 (and the commerce.md §2 gating). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: appRoute('/'), element: <HomeRoute /> },
      { path: appRoute('/landing'), element: <LandingPage /> },
      { path: appRoute('/policy'), element: <PolicyPage /> },
      { path: appRoute('/login'), element: <LoginPage /> },
      { path: appRoute('/terms'), element: <TermsPage /> },
      { path: appRoute('/register/customer'), element: <RegisterCustomerPage /> },
      {
        path: appRoute('/register/merchant'),
        element: (
          <Guard feature={['merchant']}>
            <RegisterMerchantPage />
          </Guard>
        ),
      },
      { path: appRoute('/find-email'), element: <FindEmailPage /> },
      { path: appRoute('/reset-password-request'), element: <ResetPasswordRequestPage /> },
      { path: appRoute('/reset-password'), element: <ResetPasswordPage /> },
      {
        path: appRoute('/auth/kakao/callback'),
        element: (
          <Guard feature={['social_login']} featureOffRedirect="/login">
            <KakaoCallbackPage />
          </Guard>
        ),
      },
      { path: appRoute('/main'), element: <MainPage /> },
      {
        path: appRoute('/content/upload'),
        element: (
          <Guard feature={['content']} permission="merchant">
            <PostFormPage />
          </Guard>
        ),
      },
      {
        path: appRoute('/content/:id/edit'),
        element: (
          <Guard feature={['content']} permission="merchant">
            <PostFormPage />
          </Guard>
        ),
      },
      {
        path: appRoute('/content/:id'),
        element: (
          <Guard feature={['content']}>
            <PostDetailPage />
          </Guard>
        ),
      },
      {
        path: appRoute('/merchant/dashboard'),
        element: (
          <Guard feature={['merchant']} permission="merchant">
            <DashboardPage />
          </Guard>
        ),
      },
      {
        // Merchants only; anyone else signed in reads the merchants-only message on the page itself.
        path: appRoute('/merchant/orders'),
        element: (
          <Guard feature={['payment']} login>
            <MerchantOrdersPage />
          </Guard>
        ),
      },
      {
        // The subscription card (commerce.md §2 dashboard's subscription tab, on a page of its own for now).
        path: appRoute('/merchant/subscription'),
        element: (
          <Guard permission="merchant">
            <SubscriptionPage />
          </Guard>
        ),
      },
      {
        path: appRoute('/merchant/:id'),
        element: (
          <Guard feature={['merchant']}>
            <ChannelPage />
          </Guard>
        ),
      },
      {
        path: appRoute('/products/create'),
        element: (
          <Guard feature={['shopping', 'delivery']} permission="merchant">
            <ProductCreatePage />
          </Guard>
        ),
      },
      {
        path: appRoute('/products/edit/:id'),
        element: (
          <Guard feature={['shopping', 'delivery']} permission="merchant">
            <ProductEditPage />
          </Guard>
        ),
      },
      {
        path: appRoute('/products/:id'),
        element: (
          <Guard feature={['shopping', 'delivery']}>
            <ProductDetailPage />
          </Guard>
        ),
      },
      {
        path: appRoute('/payment/callback'),
        element: (
          <Guard feature={['payment']}>
            <PaymentCallbackPage />
          </Guard>
        ),
      },
      {
        path: appRoute('/payment/analytics'),
        element: (
          <Guard feature={['analytics']} login>
            <PaymentAnalyticsPage />
          </Guard>
        ),
      },
      {
        path: appRoute('/profile/edit'),
        element: (
          <Guard login>
            <ProfileEditPage />
          </Guard>
        ),
      },
      {
        // The own profile page (commerce.md §2 Own profile page): the signed-in account's.
        path: appRoute('/mypage'),
        element: (
          <Guard login>
            <ProfilePage />
          </Guard>
        ),
      },
      {
        path: appRoute('/mypage/payments'),
        element: (
          <Guard login>
            <PaymentsPage />
          </Guard>
        ),
      },
      {
        path: appRoute('/orders'),
        element: (
          <Guard login>
            <OrdersPage />
          </Guard>
        ),
      },
      {
        path: appRoute('/cart'),
        element: (
          <Guard feature={['payment']}>
            <CartPage />
          </Guard>
        ),
      },
      {
        path: appRoute('/cart/checkout'),
        element: (
          <Guard feature={['payment']} login>
            <CartCheckoutPage />
          </Guard>
        ),
      },
      {
        path: appRoute('/admin'),
        element: (
          <Guard permission="platform">
            <AdminLayout />
          </Guard>
        ),
        children: adminRoutes,
      },
      { path: appRoute('/legal/:doc'), element: <LegalPage /> },
      // Any other address: the 404 page (the server sent it with status 404 too).
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The app's pages: a declarative router (App), not the data router, which the app has no use for. */
export function AppRoutes() {
  return useRoutes(routes);
}
