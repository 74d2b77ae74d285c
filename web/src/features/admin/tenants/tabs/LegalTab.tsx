import { Stack } from '@chakra-ui/react';
import type { TenantSettings } from '../../../../../../shared/schemas/tenant';
import { BlurField, formatWon, wholeOrZero } from '../consoleFields';
import { useTenantSettingsSave } from '../useTenantSave';
import type { TabProps } from './types';

type Legal = NonNullable<TenantSettings['legal_info']>;

/** Shipping and returns as the legal pages and checkout show them; the group is saved whole. */
export default function LegalTab({ tenant }: TabProps) {
  const save = useTenantSettingsSave(tenant.id);
  const legal = tenant.settings.legal_info ?? {};
  const put = (patch: Legal) => save({ settings: { legal_info: { ...legal, ...patch } } });
  const money = (key: 'shipping_fee' | 'free_shipping_threshold', label: string) => {
    const value = legal[key];
    return (
      <BlurField
        label={label}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value === undefined ? '' : String(value)}
        helper={value === undefined ? '숫자가 아니면 0원으로 저장됩니다.' : `현재 ${formatWon(value)}`}
        onSave={(v) => put({ [key]: wholeOrZero(v) })}
      />
    );
  };
  return (
    <Stack gap="4">
      {money('shipping_fee', '배송비 (원)')}
      {money('free_shipping_threshold', '무료 배송 기준 금액 (원)')}
      <BlurField label="반품 주소" value={legal.return_address ?? ''} maxLength={300} onSave={(v) => put({ return_address: v })} />
      <BlurField label="반품 연락처" value={legal.return_contact ?? ''} maxLength={100} onSave={(v) => put({ return_contact: v })} />
      <BlurField label="반품 접수 시간" value={legal.return_hours ?? ''} maxLength={200} onSave={(v) => put({ return_hours: v })} />
    </Stack>
  );
}
