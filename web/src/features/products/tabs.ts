import type { Features } from '../../../../shared/features';
import type { ProductTab } from './productForm';

/** The tabs a tenant offers, in the order the form shows them. */
export const tenantTabs = (features: Features): ProductTab[] =>
  (['delivery', 'shopping'] as const).filter((tab) => features[tab]);
