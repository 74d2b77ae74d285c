import { Stack } from '@chakra-ui/react';
import type { TenantSettings } from '../../../../../../shared/schemas/tenant';
import { BlurField } from '../consoleFields';
import { useTenantSettingsSave } from '../useTenantSave';
import type { TabProps } from './types';

type Company = NonNullable<TenantSettings['company_info']>;
const FIELDS: { key: keyof Company; label: string }[] = [
  { key: 'company_name', label: '상호' },
  { key: 'ceo_name', label: '대표자' },
  { key: 'business_number', label: '사업자등록번호' },
  { key: 'address', label: '사업장 주소' },
  { key: 'sales_report_number', label: '통신판매업 신고번호' },
];

/** The footer's company facts; the group is saved whole (the server replaces it). */
export default function CompanyTab({ tenant }: TabProps) {
  const save = useTenantSettingsSave(tenant.id);
  const company = tenant.settings.company_info ?? {};
  return (
    <Stack gap="4">
      {FIELDS.map((f) => (
        <BlurField
          key={f.key}
          label={f.label}
          value={company[f.key] ?? ''}
          maxLength={200}
          onSave={(v) => save({ settings: { company_info: { ...company, [f.key]: v } } })}
        />
      ))}
    </Stack>
  );
}
