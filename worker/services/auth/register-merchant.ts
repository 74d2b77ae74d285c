import { merchantProfiles } from '../../../db/schema';
import { BUSINESS_FILE_MAX_BYTES } from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import type { MerchantRegistrationData, PublicUser } from '../../../shared/schemas/auth';
import type { UploadedFile } from '../../../shared/schemas/upload';
import type { ServiceCtx } from '../../env';
import { randomToken } from '../../lib/crypto';
import { sniffImageOrPdf, type SniffedType } from '../../lib/file-type';
import { withTransaction } from '../../scope/transaction';
import { toPublicUser } from './internal';
import { hashNewPassword } from './internal-password';
import { assertRequiredConsents, recordConsents } from './internal-consents';
import { admitSignUp, asConflict, createVerifiedAccount } from './internal-register';

const FILE_FIELDS = [
  { key: 'business_license_file', missing: MSG.businessLicenseRequired },
  { key: 'ecommerce_report_file', missing: MSG.ecommerceReportRequired },
] as const;

/** Both documents present, each an image or a PDF by its bytes, within the size limit. */
function checkFile(file: UploadedFile | undefined, key: string, missing: string): { file: UploadedFile; type: SniffedType } {
  // The field as the input schema names it, whichever transport the file came over.
  const field = `merchant.${key}`;
  if (!file || file.bytes.byteLength === 0) throw new AppError('VALIDATION', missing, { field });
  if (file.bytes.byteLength > BUSINESS_FILE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', MSG.businessFileTooLarge, { field });
  const type = sniffImageOrPdf(file.bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA', MSG.businessFileType, { field });
  return { file, type };
}

/** Merchant sign-up: user, consents and merchant profile in one transaction, documents in object storage. */
export async function registerMerchant({ ctx, input }: { ctx: ServiceCtx; input: MerchantRegistrationData }): Promise<{ user: PublicUser }> {
  const { merchant } = input;
  assertRequiredConsents(input.consents);
  const docs = FILE_FIELDS.map(({ key, missing }) => checkFile(merchant[key], key, missing));
  const succeeded = await admitSignUp(ctx, input);
  const passwordHash = await hashNewPassword(ctx, input.password);
  const now = ctx.deps.clock.now();

  // Stored before the transaction (storage cannot join it); removed again if the transaction fails.
  const stored: string[] = [];
  try {
    for (const { file, type } of docs) {
      const key = `t${ctx.own.tenantId}/merchant-docs/${randomToken(18)}.${type.ext}`;
      await ctx.deps.storage.put(key, file.bytes, { contentType: type.mime });
      stored.push(key);
    }
    const [licenseKey, reportKey] = stored;
    const answer = await withTransaction(ctx, async (tx) => {
      const user = await createVerifiedAccount(tx, {
        email: input.email,
        username: input.username,
        passwordHash,
        userType: 'merchant',
        phone: input.phone ?? merchant.phone,
        address: input.address ?? merchant.address,
      });
      await recordConsents(tx, user.id, input.consents, 'api_without_consent');
      await tx.db.insert(merchantProfiles).values(
        tx.own.row({
          userId: user.id,
          businessName: merchant.business_name,
          businessNumber: merchant.business_number,
          businessDescription: merchant.business_description,
          address: merchant.address,
          phone: merchant.phone,
          businessLicenseKey: licenseKey,
          ecommerceReportKey: reportKey,
          createdAt: now,
          updatedAt: now,
        }),
      );
      return { user: await toPublicUser(tx, user) };
    });
    await succeeded();
    return answer;
  } catch (err) {
    await Promise.all(stored.map((key) => ctx.deps.storage.delete(key).catch(() => undefined)));
    throw asConflict(err);
  }
}
