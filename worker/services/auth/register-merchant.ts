import { merchantProfiles } from '../../../db/schema';
import { BUSINESS_FILE_MAX_BYTES } from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import { MSG } from '../../../shared/messages';
import { merchantRegistrationSchema, type PublicUser } from '../../../shared/schemas/auth';
import type { ServiceCtx } from '../../env';
import { hashPassword, randomToken } from '../../lib/crypto';
import { sniffImageOrPdf, type SniffedType } from '../../lib/file-type';
import { toPublicUser } from './internal';
import type { MerchantRegistrationWithFiles, UploadedFile } from './internal-files';
import { asConflict, assertAccountFree, createVerifiedAccount } from './internal-register';

const FILE_FIELDS = [
  { key: 'business_license_file', missing: MSG.businessLicenseRequired },
  { key: 'ecommerce_report_file', missing: MSG.ecommerceReportRequired },
] as const;

/** Both documents present, each an image or a PDF by its bytes, within the size limit. */
function checkFile(file: UploadedFile | undefined, key: string, missing: string): { file: UploadedFile; type: SniffedType } {
  const field = `merchant.${key}`;
  if (!file || file.bytes.byteLength === 0) throw new AppError('VALIDATION', missing, { field });
  if (file.bytes.byteLength > BUSINESS_FILE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', MSG.businessFileTooLarge, { field });
  const type = sniffImageOrPdf(file.bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA', MSG.businessFileType, { field });
  return { file, type };
}

/** Merchant sign-up: user and merchant profile in one transaction, documents in object storage. */
export async function registerMerchant({ ctx, input }: { ctx: ServiceCtx; input: MerchantRegistrationWithFiles }): Promise<{ user: PublicUser }> {
  const data = merchantRegistrationSchema.parse(input);
  const docs = FILE_FIELDS.map(({ key, missing }) => checkFile(input.files?.[key], key, missing));
  await assertAccountFree(ctx.db, ctx.tenant.id, data);
  const passwordHash = await hashPassword(data.password);
  const now = ctx.deps.clock.now();

  // Stored before the transaction (storage cannot join it); removed again if the transaction fails.
  const stored: string[] = [];
  try {
    for (const { file, type } of docs) {
      const key = `t${ctx.tenant.id}/merchant-docs/${randomToken(18)}.${type.ext}`;
      await ctx.deps.storage.put(key, file.bytes, { contentType: type.mime });
      stored.push(key);
    }
    const [licenseKey, reportKey] = stored;
    return await ctx.db.transaction(async (tx) => {
      const user = await createVerifiedAccount(ctx, tx, {
        email: data.email,
        username: data.username,
        passwordHash,
        userType: 'merchant',
        phone: data.phone ?? data.merchant.phone,
        address: data.address ?? data.merchant.address,
      });
      await tx.insert(merchantProfiles).values({
        tenantId: ctx.tenant.id,
        userId: user.id,
        businessName: data.merchant.business_name,
        businessNumber: data.merchant.business_number,
        businessDescription: data.merchant.business_description,
        address: data.merchant.address,
        phone: data.merchant.phone,
        businessLicenseKey: licenseKey,
        ecommerceReportKey: reportKey,
        createdAt: now,
        updatedAt: now,
      });
      return { user: await toPublicUser(tx, user) };
    });
  } catch (err) {
    await Promise.all(stored.map((key) => ctx.deps.storage.delete(key).catch(() => undefined)));
    throw asConflict(err);
  }
}
