/** Merchant step 2 (platform.md §2 Merchant sign-up, §5). */
export interface BusinessForm {
  business_name: string;
  business_number: string;
  street: string;
  detail: string;
  phone: string;
  license: File | null;
  ecommerce: File | null;
}

export const emptyBusiness: BusinessForm = {
  business_name: '',
  business_number: '',
  street: '',
  detail: '',
  phone: '',
  license: null,
  ecommerce: null,
};

export const isImageOrPdf = (f: File) => f.type.startsWith('image/') || f.type === 'application/pdf' || /\.pdf$/i.test(f.name);

export const businessComplete = (b: BusinessForm) =>
  b.business_name.trim() !== '' &&
  /^\d+$/.test(b.business_number) &&
  b.street.trim() !== '' &&
  b.phone.trim() !== '' &&
  !!b.license &&
  !!b.ecommerce &&
  isImageOrPdf(b.license) &&
  isImageOrPdf(b.ecommerce);
