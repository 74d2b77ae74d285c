import { eq, isNull } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../shared/dashboard-constants';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { ProfileImageAnswer, ProfileImageUploadInput } from '../../../shared/schemas/dashboard';
import type { UserCtx } from '../../env';
import { sniffImage } from '../../lib/file-type';
import { deleteObjects } from '../../lib/objects';
import { withTransaction } from '../../scope/transaction';
import { uploadedProfileKey } from '../auth/internal-profile-image';
import { mediaUrl } from '../catalogue/internal-cards';
import { newProfileImageKey } from '../catalogue/media/internal-images';

export const profileImageTypeOnly = () => new AppError('UNSUPPORTED_MEDIA', MSG.profileImageTypeOnly, { field: 'profile_image' });

/**
 * POST /api/dashboard/profile/image (multipart `profile_image`): the account's new picture. Images
 * only (JPEG, PNG, GIF, WebP, judged by their bytes), 30 MB at most. The object is stored first
 * (storage cannot join the transaction) and removed again if the row's change fails; the picture it
 * replaces is removed after commit when it was an upload of this feature (a Kakao picture or a post's
 * photo is not ours to delete).
 */
export async function uploadProfileImage({ ctx, input }: { ctx: UserCtx; input: ProfileImageUploadInput }): Promise<ProfileImageAnswer> {
  const file = input.profile_image;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', MSG.profileImageTooLarge, { field: 'profile_image' });
  if (file.size === 0) throw profileImageTypeOnly();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes.subarray(0, 32));
  if (!type) throw profileImageTypeOnly();

  const key = newProfileImageKey(ctx.own.tenantId, ctx.user.id, type.ext);
  await ctx.deps.storage.put(key, bytes, { contentType: type.mime });
  let replaced: string | null;
  try {
    replaced = await withTransaction(ctx, async (tx) => {
      const [current] = await tx.db
        .select({ profileImage: users.profileImage })
        .from(users)
        .where(tx.own.where(users, eq(users.id, ctx.user.id), isNull(users.deletedAt)))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND', MSG.notFound);
      await tx.db
        .update(users)
        .set({ profileImage: mediaUrl(key), updatedAt: tx.deps.clock.now() })
        .where(tx.own.where(users, eq(users.id, ctx.user.id)));
      return current.profileImage;
    });
  } catch (err) {
    await ctx.deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
  const old = uploadedProfileKey(ctx, replaced);
  if (old && old !== key) await deleteObjects(ctx, [old]);
  return { profile_image: mediaUrl(key) };
}
