import type { ServiceCtx } from '../../env';
import { hashPassword } from '../../lib/crypto';

/**
 * Hashes a new password (PBKDF2, about 100 ms of CPU): through `deps.hashPassword` when the app was
 * given one (tests count the calls). Callers check everything that can refuse the request first.
 */
export const hashNewPassword = (ctx: ServiceCtx, password: string): Promise<string> => (ctx.deps.hashPassword ?? hashPassword)(password);
