import { and, asc, between, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { merchantProfiles, users } from '../../../../db/schema';
import { literalLimit } from '../../../../db/sql-literals';
import type { MerchantSummary, NearbyQuery } from '../../../../shared/schemas/catalogue';
import type { ServiceCtx } from '../../../env';
import { preparedStatement } from '../../../lib/prepared';
import { placeholderScope } from '../../../scope/tenant-scope';
import { visibleMerchantIn } from '../rules';
import { merchantAccount, merchantSummaryColumns, toMerchantSummary } from './internal';

const EARTH_RADIUS_KM = 6371;
/** The fewest kilometres a degree of latitude spans (at the equator), so the box never cuts too short. */
const KM_PER_DEG_LAT_MIN = 110.574;
const KM_PER_DEG_LNG_EQUATOR = 111.32;

const at = (name: string) => sql`${sql.placeholder(name)}::float8`;
const distance = sql<number>`(${EARTH_RADIUS_KM}::float8 * 2 * asin(least(1::float8, sqrt(
    power(sin(radians(${merchantProfiles.lat} - ${at('lat')}) / 2), 2)
    + cos(radians(${at('lat')})) * cos(radians(${merchantProfiles.lat}))
      * power(sin(radians(${merchantProfiles.lng} - ${at('lng')}) / 2), 2)))))`;

/** Prepared per limit and box shape (with or without its longitude band); the point and box are placeholders. */
const nearby = (limit: number, lngBand: boolean) => (db: DbOrTx) =>
  db
    .select({ ...merchantSummaryColumns, distanceKm: sql<number>`round(${distance}::numeric, 2)::float8`.mapWith(Number) })
    .from(merchantProfiles)
    .innerJoin(users, merchantAccount)
    .where(
      and(
        visibleMerchantIn(placeholderScope('shown', 'shown')),
        between(merchantProfiles.lat, sql.placeholder('minLat'), sql.placeholder('maxLat')),
        lngBand ? between(merchantProfiles.lng, sql.placeholder('minLng'), sql.placeholder('maxLng')) : undefined,
        sql`${distance} <= ${at('radius')}`,
      ),
    )
    .orderBy(asc(distance), asc(merchantProfiles.id))
    .limit(literalLimit(limit));

/**
 * Merchants within `radius` km of (lat, lng), nearest first. A latitude/longitude box narrows the rows
 * through merchant_profiles_location_idx; the exact great-circle (haversine) distance then filters and sorts.
 */
export async function nearbyMerchants({ ctx, input }: { ctx: ServiceCtx; input: NearbyQuery }): Promise<{ merchants: MerchantSummary[] }> {
  const { lat, lng, radius, limit } = input;
  const box = boundingBox(lat, lng, radius);
  const statement = preparedStatement(ctx.db, `nearby_merchants_${limit}${box.minLng === undefined ? '' : '_lng'}`, nearby(limit, box.minLng !== undefined));
  const rows = await statement.execute({ shown: ctx.shown.tenantId, lat, lng, radius, ...box });
  return { merchants: rows.map((row) => ({ ...toMerchantSummary(row), distance_km: row.distanceKm })) };
}

function boundingBox(lat: number, lng: number, radius: number): { minLat: number; maxLat: number; minLng?: number; maxLng?: number } {
  const dLat = radius / KM_PER_DEG_LAT_MIN;
  const box = { minLat: lat - dLat, maxLat: lat + dLat };
  // Longitude degrees shrink toward the poles: use the box's most poleward latitude. Near a pole or
  // across the antimeridian the latitude band alone narrows the rows.
  const poleward = Math.min(90, Math.abs(lat) + dLat);
  const cos = Math.cos((poleward * Math.PI) / 180);
  if (cos > 1e-6) {
    const dLng = radius / (KM_PER_DEG_LNG_EQUATOR * cos);
    if (lng - dLng >= -180 && lng + dLng <= 180) return { ...box, minLng: lng - dLng, maxLng: lng + dLng };
  }
  return box;
}
