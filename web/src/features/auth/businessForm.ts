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

/** What still keeps step 2's submit disabled, named as its fields are (an unusable file counts as missing). */
export function businessMissing(b: BusinessForm): string[] {
  const missing: string[] = [];
  if (b.business_name.trim() === '') missing.push('상호명');
  if (!/^\d+$/.test(b.business_number)) missing.push('사업자등록번호');
  if (b.street.trim() === '') missing.push('사업장 주소');
  if (b.phone.trim() === '') missing.push('사업장 전화번호');
  if (!b.license || !isImageOrPdf(b.license)) missing.push('사업자등록증');
  if (!b.ecommerce || !isImageOrPdf(b.ecommerce)) missing.push('통신판매업 신고증');
  return missing;
}

export const businessComplete = (b: BusinessForm) => businessMissing(b).length === 0;
