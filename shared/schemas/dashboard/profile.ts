import { z } from 'zod';
import { MSG } from '../../messages';
import type { PublicUser } from '../auth';

/**
 * GET /api/dashboard/profile: the signed-in account as the own profile page and /profile/edit show
 * it. `handle` is the e-mail's local part (commerce.md §2 Own profile page); `points` the wallet's
 * available balance (0 without a wallet; null where the site has the wallet off).
 */
export interface DashboardProfile {
  user: PublicUser;
  handle: string;
  points: number | null;
}

/** POST /api/dashboard/profile/image (multipart, field profile_image): the picture is checked for type and size by the server too. */
export const profileImageUploadSchema = z.object({
  profile_image: z.instanceof(Blob, { error: MSG.profileImageTypeOnly }),
});
export type ProfileImageUploadInput = z.output<typeof profileImageUploadSchema>;

/** The answer of the picture's upload and delete: the stored address (`/media/<key>`) or null. */
export interface ProfileImageAnswer {
  profile_image: string | null;
}
