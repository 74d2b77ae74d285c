import { and, asc, between, sql, type SQL } from 'drizzle-orm';
import { merchantProfiles, users } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import type { MerchantSummary, NearbyQuery } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { visibleMerchant } from '../rules';
import { merchantAccount, merchantSummaryColumns, toMerchantSummary } from './internal';

const EARTH_RADIUS_KM = 6371;
/** The fewest kilometres a degree of latitude spans (at the equator), so the box never cuts too short. */
const KM_PER_DEG_LAT_MIN = 110.574;
const KM_PER_DEG_LNG_EQUATOR = 111.32;

/**
 * Merchants within `radius` km of (lat, lng), nearest first. A latitude/longitude box narrows the rows
 * through merchant_profiles_location_idx; the exact great-circle (haversine) distance then filters and sorts.
 */
export async function nearbyMerchants({ ctx, input }: { ctx: ServiceCtx; input: NearbyQuery }): Promise<{ merchants: MerchantSummary[] }> {
  const { lat, lng, radius, limit } = input;
  const distance = sql<number>`(${EARTH_RADIUS_KM}::float8 * 2 * asin(least(1::float8, sqrt(
      power(sin(radians(${merchantProfiles.lat} - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians(${merchantProfiles.lat}))
        * power(sin(radians(${merchantProfiles.lng} - ${lng}::float8) / 2), 2)))))`;

  const rows = await ctx.db
    .select({ ...merchantSummaryColumns, distanceKm: sql<number>`round(${distance}::numeric, 2)::float8`.mapWith(Number) })
    .from(merchantProfiles)
    .innerJoin(users, merchantAccount)
    .where(and(visibleMerchant(ctx), ...boundingBox(lat, lng, radius), sql`${distance} <= ${radius}::float8`))
    .orderBy(asc(distance), asc(merchantProfiles.id))
    .limit(literalLimit(limit));
  return { merchants: rows.map((row) => ({ ...toMerchantSummary(row), distance_km: row.distanceKm })) };
}

function boundingBox(lat: number, lng: number, radius: number): SQL[] {
  const dLat = radius / KM_PER_DEG_LAT_MIN;
  const box: SQL[] = [between(merchantProfiles.lat, lat - dLat, lat + dLat)];
  // Longitude degrees shrink toward the poles: use the box's most poleward latitude. Near a pole or
  // across the antimeridian the latitude band alone narrows the rows.
  const poleward = Math.min(90, Math.abs(lat) + dLat);
  const cos = Math.cos((poleward * Math.PI) / 180);
  if (cos > 1e-6) {
    const dLng = radius / (KM_PER_DEG_LNG_EQUATOR * cos);
    if (lng - dLng >= -180 && lng + dLng <= 180) box.push(between(merchantProfiles.lng, lng - dLng, lng + dLng));
  }
  return box;
}
