import type { AppDeps } from '../env';
import { kakaoSimulatorRoutes } from '../adapters/kakao-simulator';
import { easyPaySimulatorRoutes } from '../adapters/easypay-simulator';
import { portOneSimulatorRoutes } from '../adapters/portone-simulator-routes';
import { deliveryEndpoints, paymentEndpoints, paymentReturnRoutes } from './orders';
import { claimEndpoints, orderCenterEndpoints, orderExportRoutes } from './order-center';
import { adminAuditEndpoints, adminPaymentEndpoints, adminTenantEndpoints } from './admin';
import { authEndpoints } from './auth';
import { cartEndpoints } from './cart';
import { mediaEndpoints } from './catalogue/media';
import { productEndpoints } from './catalogue/products';
import { feedEndpoints, searchEndpoints } from './catalogue/discovery';
import { merchantsEndpoints } from './catalogue/merchants';
import { siteEndpoints } from './catalogue/site';
import { channelEndpoints, commentEndpoints, postEndpoints, postFeedEndpoints } from './content';
import { dashboardEndpoints } from './dashboard';
import type { EndpointTree, AnyRawRoute } from './define';
import { devEndpoints } from './dev';
import { mediaRoutes } from './media';
import { reviewEndpoints } from './reviews';
import { subscriptionAdminEndpoints, subscriptionEndpoints } from './subscriptions';
import { tenantEndpoints } from './tenant';
import { walletEndpoints } from './wallet';
import { wishlistEndpoints } from './wishlist';
import { scoreEndpoints } from './score';

/**
 * Every endpoint of the app, by domain. The key path is the tRPC procedure name
 * (`tenant.current`); each endpoint carries its REST path(s). Add a domain here and both
 * transports, the access walk and the api-paths coverage pick it up.
 */
export const endpointTree = {
  tenant: tenantEndpoints,
  dev: devEndpoints,
  auth: authEndpoints,
  catalogue: {
    products: { ...productEndpoints, ...mediaEndpoints },
    feed: feedEndpoints,
    merchants: merchantsEndpoints,
    site: siteEndpoints,
    search: searchEndpoints,
  },
  content: {
    posts: postEndpoints,
    comments: commentEndpoints,
    feed: postFeedEndpoints,
    channels: channelEndpoints,
  },
  reviews: reviewEndpoints,
  dashboard: dashboardEndpoints,
  orders: {
    payments: paymentEndpoints,
    deliveries: deliveryEndpoints,
  },
  orderCenter: orderCenterEndpoints,
  claims: claimEndpoints,
  subscriptions: {
    ...subscriptionEndpoints,
    admin: subscriptionAdminEndpoints,
  },
  wallet: walletEndpoints,
  cart: cartEndpoints,
  wishlist: wishlistEndpoints,
  score: scoreEndpoints,
  admin: {
    payments: adminPaymentEndpoints,
    tenants: adminTenantEndpoints,
    audit: adminAuditEndpoints,
  },
} satisfies EndpointTree;

/** Routes that are not JSON in, JSON out: stored files, signed uploads, the payment return, the simulators. */
export const rawRoutes = (deps: AppDeps): AnyRawRoute[] => [
  ...mediaRoutes(deps),
  ...paymentReturnRoutes(),
  ...orderExportRoutes(),
  ...kakaoSimulatorRoutes(deps),
  ...easyPaySimulatorRoutes(deps),
  ...portOneSimulatorRoutes(deps),
];
