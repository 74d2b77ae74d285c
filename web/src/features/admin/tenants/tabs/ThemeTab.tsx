import { Box, chakra, Field, HStack, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { DEFAULT_THEME_COLOR, lightVariant, THEME_COLOR_PATTERN, THEME_PRESETS } from '../../../../../../shared/admin-constants';
import { MSG } from '../../../../../../shared/messages';
import { useAlert } from '../../../../ui/alertContext';
import { BlurField } from '../consoleFields';
import { useTenantSettingsSave } from '../useTenantSave';
import type { TabProps } from './types';

/**
 * The site's brand colour: one of six presets or any #RRGGBB. Saved as the site's theme_color and as
 * its theme's primary and primary-light (the colour with 12% alpha), which the site's pages paint with.
 */
export default function ThemeTab({ tenant }: TabProps) {
  const alert = useAlert();
  const save = useTenantSettingsSave(tenant.id);
  const color = (tenant.theme_color ?? tenant.settings.theme?.primary ?? DEFAULT_THEME_COLOR).toUpperCase();
  const [picked, setPicked] = useState(color);
  const pickerId = useId();
  useEffect(() => setPicked(color), [color]);

  const apply = async (next: string) => {
    const c = next.trim().toUpperCase();
    if (c === color) return;
    if (!THEME_COLOR_PATTERN.test(c)) {
      await alert({ type: 'danger', title: MSG.tenantSettingsFailed, message: MSG.tenantThemeColorInvalid, showCancel: false });
      setPicked(color);
      return;
    }
    await save({ theme_color: c, settings: { theme: { ...tenant.settings.theme, primary: c, 'primary-light': lightVariant(c) } } });
  };
  const preset = THEME_PRESETS.find((p) => p.color === color)?.color ?? '';

  return (
    <Stack gap="5">
      <RadioGroup.Root value={preset} onValueChange={(d) => d.value && void apply(d.value)} aria-labelledby="theme-presets-label" colorPalette="gray">
        <Text id="theme-presets-label" fontWeight="medium" mb="2">
          기본 색상
        </Text>
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
          {THEME_PRESETS.map((p) => (
            <RadioGroup.Item
              key={p.color}
              value={p.color}
              borderWidth="1px"
              borderRadius="md"
              px="3"
              py="2"
              minH="11"
              _checked={{ borderColor: 'fg', borderWidth: '2px' }}
              data-testid="theme-preset"
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <Box aria-hidden w="5" h="5" borderRadius="full" bg={p.color} flexShrink={0} />
              <RadioGroup.ItemText>
                {p.label}
                <Text as="span" display="block" fontSize="xs" color="fg.muted">
                  {p.color}
                </Text>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </SimpleGrid>
      </RadioGroup.Root>

      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root w="auto">
          <Field.Label htmlFor={pickerId}>직접 고르기</Field.Label>
          <chakra.input
            id={pickerId}
            type="color"
            value={picked.toLowerCase()}
            onChange={(e) => setPicked(e.currentTarget.value.toUpperCase())}
            onBlur={() => void apply(picked)}
            w="16"
            h="10"
            p="1"
            borderWidth="1px"
            borderRadius="md"
            cursor="pointer"
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
            colorPalette="brand"
          />
        </Field.Root>
        <Box flex="1" minW="40">
          <BlurField label="색상 코드" value={color} maxLength={7} placeholder="#FF9630" autoComplete="off" onSave={apply} />
        </Box>
      </HStack>

      <HStack gap="3" data-testid="theme-current">
        <Box aria-hidden w="10" h="10" borderRadius="md" bg={color} borderWidth="1px" />
        <Box aria-hidden w="10" h="10" borderRadius="md" bg={lightVariant(color)} borderWidth="1px" />
        <Text fontSize="sm">현재 색상 {color} (기본 {DEFAULT_THEME_COLOR})</Text>
      </HStack>
    </Stack>
  );
}
