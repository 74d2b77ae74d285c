import { and, eq } from 'drizzle-orm';
import { merchantProfiles, postMedia, posts, productMedia, products } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { UserCtx } from '../../env';
import { sameTenant } from '../../scope/tenant-scope';
import { profileKeyPrefix } from '../catalogue/media/internal-images';

const MEDIA_PATH = '/media/';

/**
 * A profile picture is one of this site's stored media that the user uploaded (a picture of their
 * post, or of their shop's product), as `/media/<key>` or that key itself; never an arbitrary URL
 * (a tracking pixel, another site's file). Answers the stored form, `/media/<key>`. The picture the
 * account already has (a Kakao profile picture) may stay, and so may a picture the account uploaded
 * itself through POST /api/dashboard/profile/image (its key lies under the account's own prefix).
 */
export async function ownProfileImage(ctx: UserCtx, value: string | null, current: string | null): Promise<string | null> {
  if (value === null || value === '') return null;
  if (value === current) return value;
  const key = value.startsWith(MEDIA_PATH) ? value.slice(MEDIA_PATH.length) : value;
  const refuse = () => new AppError('BAD_REQUEST', MSG.profileImageNotOwn, { field: 'profile_image' });
  if (!key || key.includes('..') || /[?#\s]/.test(key)) throw refuse();
  if (isOwnUploadKey(ctx, key)) return `${MEDIA_PATH}${key}`;

  const [ofPost] = await ctx.db
    .select({ id: postMedia.id })
    .from(postMedia)
    .innerJoin(posts, sameTenant(posts, postMedia, eq(posts.id, postMedia.postId)))
    .where(ctx.own.where(postMedia, eq(postMedia.storageKey, key), eq(posts.authorId, ctx.user.id)))
    .limit(1);
  if (ofPost) return `${MEDIA_PATH}${key}`;

  const [ofProduct] = await ctx.db
    .select({ id: productMedia.id })
    .from(productMedia)
    .innerJoin(products, sameTenant(products, productMedia, eq(products.id, productMedia.productId)))
    .innerJoin(merchantProfiles, sameTenant(merchantProfiles, products, and(eq(merchantProfiles.id, products.merchantId), eq(merchantProfiles.userId, ctx.user.id))))
    .where(ctx.own.where(productMedia, eq(productMedia.storageKey, key)))
    .limit(1);
  if (ofProduct) return `${MEDIA_PATH}${key}`;
  throw refuse();
}

/** The object key of a stored profile picture this account uploaded on the dashboard, else null (a Kakao picture, a post's photo). */
export function uploadedProfileKey(ctx: UserCtx, stored: string | null): string | null {
  if (!stored?.startsWith(MEDIA_PATH)) return null;
  const key = stored.slice(MEDIA_PATH.length);
  return isOwnUploadKey(ctx, key) ? key : null;
}

/** A key of the form newProfileImageKey makes, under this account's own prefix. */
function isOwnUploadKey(ctx: UserCtx, key: string): boolean {
  const prefix = profileKeyPrefix(ctx.own.tenantId, ctx.user.id);
  return key.startsWith(prefix) && /^[A-Za-z0-9_-]+\.[a-z]+$/.test(key.slice(prefix.length));
}
