import { Stack } from '@chakra-ui/react';
import { AddressField } from '../../ui/AddressField';
import { TextField } from '../../ui/TextField';
import { PhoneField } from '../../ui/PhoneField';
import { isImageOrPdf, type BusinessForm } from './businessForm';
import { FilePickField } from './FilePickField';

interface Props {
  form: BusinessForm;
  onChange: (patch: Partial<BusinessForm>) => void;
}

const fileError = (f: File | null) => (f && !isImageOrPdf(f) ? '이미지 또는 PDF 파일만 업로드할 수 있습니다.' : null);

/** Merchant step 2: the business and its two documents. */
export function BusinessFields({ form, onChange }: Props) {
  return (
    <Stack gap="4">
      <TextField
        label="상호명"
        required
        value={form.business_name}
        onValueChange={(business_name) => onChange({ business_name })}
        autoComplete="organization"
      />
      <TextField
        label="사업자등록번호"
        required
        inputMode="numeric"
        value={form.business_number}
        // Digits only, as the spec asks for the number without hyphens.
        onValueChange={(v) => onChange({ business_number: v.replace(/\D/g, '').slice(0, 10) })}
        placeholder="숫자만 입력 (예: 1234567890)"
        helper="'-' 없이 숫자만 입력해주세요."
      />
      <AddressField
        label="사업장 주소"
        street={form.street}
        detail={form.detail}
        onStreetChange={(street) => onChange({ street })}
        onDetailChange={(detail) => onChange({ detail })}
      />
      <PhoneField
        label="사업장 전화번호"
        required
        value={form.phone}
        onValueChange={(phone) => onChange({ phone })}
        placeholder="02-000-0000"
      />
      <FilePickField
        label="사업자등록증"
        file={form.license}
        onChange={(license) => onChange({ license })}
        error={fileError(form.license)}
      />
      <FilePickField
        label="통신판매업 신고증"
        file={form.ecommerce}
        onChange={(ecommerce) => onChange({ ecommerce })}
        error={fileError(form.ecommerce)}
      />
    </Stack>
  );
}
