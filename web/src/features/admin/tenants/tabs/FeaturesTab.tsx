import { Checkbox, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FEATURE_LABELS } from '../../../../../../shared/admin-constants';
import { FEATURE_KEYS } from '../../../../../../shared/features';
import { MSG } from '../../../../../../shared/messages';
import { trpc } from '../../../../lib/trpc';
import { useAlert } from '../../../../ui/alertContext';
import { tellOutcome } from '../useTenantSave';
import type { TabProps } from './types';

/** The site's feature switches; each change saves at once. */
export default function FeaturesTab({ tenant }: TabProps) {
  const alert = useAlert();
  const utils = trpc.useUtils();
  const update = trpc.admin.tenants.updateFeatures.useMutation({ onSettled: () => utils.admin.tenants.list.invalidate() });
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        끈 기능은 이 사이트의 메뉴와 주소에서 사라집니다. 바꾸면 바로 저장됩니다.
      </Text>
      <SimpleGrid as="fieldset" columns={{ base: 2, md: 3 }} gap="2" aria-label={`${tenant.display_name} 기능`}>
        {FEATURE_KEYS.map((key) => (
          <Checkbox.Root
            key={key}
            checked={tenant.features[key]}
            disabled={update.isPending}
            colorPalette="brand"
            minH="11"
            onCheckedChange={(d) =>
              void tellOutcome(
                alert,
                () => update.mutateAsync({ id: tenant.id, features: { [key]: d.checked === true } }),
                MSG.tenantFeaturesSaved,
                MSG.tenantFeaturesFailed,
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{FEATURE_LABELS[key]}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
