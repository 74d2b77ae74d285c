import { NativeSelect } from '@chakra-ui/react';
import { COURIERS, type CourierCode } from '../../../../../shared/couriers';

/** The courier list of 발송처리 (shared/couriers.ts). */
export function CourierSelect({ id, value, onChange, describedBy }: { id: string; value: CourierCode | ''; onChange: (c: CourierCode | '') => void; describedBy?: string }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.currentTarget.value as CourierCode | '')} aria-describedby={describedBy}>
        <option value="">택배사를 선택해주세요</option>
        {COURIERS.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
