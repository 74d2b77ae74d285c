import { eq } from 'drizzle-orm';
import { merchantProfiles, products, type MerchantProfile, type Tenant } from '../../db/schema';
import type { TestApp } from '../fixtures/app';

/** Fixture rows of the discovery suites, inserted directly (the product CRUD is another suite's). */

export interface MerchantOpts {
  businessName?: string;
  description?: string;
  lat?: number | null;
  lng?: number | null;
  region?: string | null;
  category?: string | null;
  isFeatured?: boolean;
}

export async function makeMerchant(t: TestApp, tenant: Tenant, opts: MerchantOpts = {}) {
  const { user, token } = await t.createUser(tenant, 'merchant');
  const [profile] = await t.db
    .update(merchantProfiles)
    .set({
      ...(opts.businessName !== undefined && { businessName: opts.businessName }),
      ...(opts.description !== undefined && { businessDescription: opts.description }),
      lat: opts.lat ?? null,
      lng: opts.lng ?? null,
      region: opts.region ?? null,
      category: opts.category ?? null,
      isFeatured: opts.isFeatured ?? false,
    })
    .where(eq(merchantProfiles.userId, user.id))
    .returning();
  return { user, token, profile };
}

export interface ProductOpts {
  title: string;
  description?: string;
  delivery?: boolean;
  category?: string | null;
  deliveryCategory?: string | null;
  price?: number;
  orders?: number;
  views?: number;
  available?: boolean;
  deleted?: boolean;
  thumbnailKey?: string | null;
}

export async function addProducts(t: TestApp, merchant: MerchantProfile, list: ProductOpts[]) {
  return t.db
    .insert(products)
    .values(
      list.map((p) => ({
        tenantId: merchant.tenantId,
        merchantId: merchant.id,
        ownerId: merchant.userId,
        title: p.title,
        description: p.description ?? '',
        price: p.price ?? 10_000,
        isDelivery: p.delivery ?? false,
        category: p.delivery ? null : (p.category ?? 'fruit'),
        deliveryCategory: p.delivery ? (p.deliveryCategory ?? 'korean') : null,
        ordersCount: p.orders ?? 0,
        viewsCount: p.views ?? 0,
        isAvailable: p.available ?? true,
        deletedAt: p.deleted ? new Date() : null,
        thumbnailKey: p.thumbnailKey ?? null,
      })),
    )
    .returning();
}

export const titles = (cards: { title: string }[]) => cards.map((c) => c.title);
