import { Stack } from '@chakra-ui/react';
import { BlurField } from '../consoleFields';
import { useTenantSettingsSave } from '../useTenantSave';
import type { TabProps } from './types';

/** Display name and domain (the site's own columns) and the contact fields of its settings. */
export default function BasicTab({ tenant }: TabProps) {
  const save = useTenantSettingsSave(tenant.id);
  const s = tenant.settings;
  return (
    <Stack gap="4">
      <BlurField label="표시 이름" value={tenant.display_name} maxLength={60} onSave={(v) => save({ display_name: v })} />
      <BlurField
        label="도메인"
        value={tenant.domain}
        maxLength={253}
        autoComplete="off"
        helper="포트 없이 호스트 이름만 (예: shop.example.com)"
        onSave={(v) => save({ domain: v })}
      />
      <BlurField label="연락 이메일" type="email" value={s.contact_email ?? ''} maxLength={254} onSave={(v) => save({ settings: { contact_email: v } })} />
      <BlurField label="연락 전화번호" type="tel" value={s.contact_phone ?? ''} maxLength={40} onSave={(v) => save({ settings: { contact_phone: v } })} />
      <BlurField label="운영 시간" value={s.business_hours ?? ''} maxLength={200} placeholder="평일 09:00~18:00" onSave={(v) => save({ settings: { business_hours: v } })} />
      <BlurField label="로고 URL" type="url" value={s.logo_url ?? ''} maxLength={500} placeholder="https://" onSave={(v) => save({ settings: { logo_url: v } })} />
    </Stack>
  );
}
