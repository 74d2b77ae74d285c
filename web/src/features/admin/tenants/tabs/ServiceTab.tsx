import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { TenantSettings } from '../../../../../../shared/schemas/tenant';
import { SafeHtml } from '../../../../ui/SafeHtml';
import { BlurField } from '../consoleFields';
import { useTenantSettingsSave } from '../useTenantSave';
import type { TabProps } from './types';

type Service = NonNullable<TenantSettings['service_info']>;
const PLAIN: { key: keyof Service; label: string; multiline?: boolean }[] = [
  { key: 'service_name', label: '서비스 이름' },
  { key: 'service_description', label: '서비스 설명', multiline: true },
  { key: 'service_tagline', label: '태그라인' },
  { key: 'hero_title', label: '히어로 제목' },
];

/**
 * The service's name and the landing hero's texts. The hero subtitle and description may hold HTML:
 * the preview shows them as visitors will, through the same sanitiser (nothing in them runs).
 */
export default function ServiceTab({ tenant }: TabProps) {
  const save = useTenantSettingsSave(tenant.id);
  const service = tenant.settings.service_info ?? {};
  const put = (key: keyof Service, v: string) => save({ settings: { service_info: { ...service, [key]: v } } });
  const [subtitle, setSubtitle] = useState(service.hero_subtitle ?? '');
  const [description, setDescription] = useState(service.hero_description ?? '');
  useEffect(() => setSubtitle(service.hero_subtitle ?? ''), [service.hero_subtitle]);
  useEffect(() => setDescription(service.hero_description ?? ''), [service.hero_description]);
  return (
    <Stack gap="4">
      {PLAIN.map((f) => (
        <BlurField
          key={f.key}
          label={f.label}
          multiline={f.multiline}
          value={(service[f.key] as string | undefined) ?? ''}
          maxLength={500}
          onSave={(v) => put(f.key, v)}
        />
      ))}
      <BlurField
        label="히어로 부제목 (HTML 가능)"
        multiline
        value={service.hero_subtitle ?? ''}
        maxLength={2000}
        helper="<b>, <em>, <br>, <a> 같은 글자 꾸밈만 남고 스크립트와 속성은 지워집니다."
        onDraft={setSubtitle}
        onSave={(v) => put('hero_subtitle', v)}
      />
      <BlurField
        label="히어로 설명 (HTML 가능)"
        multiline
        value={service.hero_description ?? ''}
        maxLength={4000}
        onDraft={setDescription}
        onSave={(v) => put('hero_description', v)}
      />
      <Box as="section" aria-labelledby="hero-preview-title" borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle" data-testid="hero-preview">
        <Heading id="hero-preview-title" as="h3" fontSize="sm" color="fg.muted" mb="2">
          히어로 미리보기
        </Heading>
        <Text fontWeight="bold" fontSize="lg" wordBreak="break-word">
          {service.hero_title || tenant.display_name}
        </Text>
        <SafeHtml html={subtitle} mt="1" wordBreak="break-word" data-testid="hero-preview-subtitle" />
        <SafeHtml html={description} mt="2" fontSize="sm" color="fg.muted" wordBreak="break-word" data-testid="hero-preview-description" />
      </Box>
    </Stack>
  );
}
