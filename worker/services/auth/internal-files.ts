import type { MerchantRegistration } from '../../../shared/schemas/auth';

/** A business document as the REST adapter or a data URL decoder hands it over. */
export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export type MerchantRegistrationWithFiles = MerchantRegistration & {
  files: { business_license_file?: UploadedFile; ecommerce_report_file?: UploadedFile };
};
