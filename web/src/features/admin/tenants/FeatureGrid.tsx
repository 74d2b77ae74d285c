import { Box, Checkbox, Heading, SimpleGrid, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { FEATURE_LABELS } from '../../../../../shared/admin-constants';
import { FEATURE_KEYS, type FeatureKey } from '../../../../../shared/features';
import { MSG } from '../../../../../shared/messages';
import type { AdminTenant } from '../../../../../shared/schemas/admin/tenants';
import { detailOr } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useAlert } from '../../../ui/alertContext';
import { toaster } from '../../../ui/toaster';

/**
 * Sites × features: a change saves at once. A table on a wide screen; on a phone, a card a site with
 * its checkboxes (nine columns do not fit 390 px).
 */
export function FeatureGrid({ tenants }: { tenants: AdminTenant[] }) {
  const alert = useAlert();
  const utils = trpc.useUtils();
  const update = trpc.admin.tenants.updateFeatures.useMutation({ onSettled: () => utils.admin.tenants.list.invalidate() });

  const change = async (t: AdminTenant, key: FeatureKey, on: boolean) => {
    try {
      await update.mutateAsync({ id: t.id, features: { [key]: on } });
      toaster.create({ type: 'success', title: MSG.tenantFeaturesSaved, description: `${t.display_name}: ${FEATURE_LABELS[key]} ${on ? '켬' : '끔'}` });
    } catch (err) {
      await alert({ type: 'danger', title: MSG.tenantFeaturesFailed, message: detailOr(err, MSG.tenantFeaturesFailed), showCancel: false });
    }
  };
  // One of the two layouts, not both hidden by CSS: each checkbox is a state machine of its own, and
  // twice the sites × nine of them made the console's first render a long task (TBT 1 s on a phone).
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false });
  const box = (t: AdminTenant, key: FeatureKey, label: string, hideLabel: boolean) => (
    <Checkbox.Root
      checked={t.features[key]}
      onCheckedChange={(d) => void change(t, key, d.checked === true)}
      disabled={update.isPending}
      colorPalette="brand"
      minH="11"
      minW={hideLabel ? '11' : undefined}
      justifyContent={hideLabel ? 'center' : undefined}
    >
      <Checkbox.HiddenInput aria-label={hideLabel ? `${t.display_name} ${label}` : undefined} />
      <Checkbox.Control />
      {!hideLabel && <Checkbox.Label>{label}</Checkbox.Label>}
    </Checkbox.Root>
  );

  return (
    <Box as="section" aria-labelledby="feature-grid-title">
      <Heading id="feature-grid-title" as="h2" fontSize="md" mb="1">
        사이트별 기능
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        체크를 바꾸면 바로 저장됩니다.
      </Text>
      {wide ? (
        <Table.ScrollArea borderWidth="1px" borderRadius="lg">
          <Table.Root size="sm">
            <Table.Caption srOnly>사이트별 기능 켜기·끄기</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">사이트</Table.ColumnHeader>
                {FEATURE_KEYS.map((k) => (
                  <Table.ColumnHeader key={k} scope="col" textAlign="center" whiteSpace="nowrap">
                    {FEATURE_LABELS[k]}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {tenants.map((t) => (
                <Table.Row key={t.id}>
                  <Table.Cell as="th" scope="row" fontWeight="medium">
                    {t.display_name}
                  </Table.Cell>
                  {FEATURE_KEYS.map((k) => (
                    <Table.Cell key={k} textAlign="center">
                      {box(t, k, FEATURE_LABELS[k], true)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {tenants.map((t) => (
            <Box as="li" key={t.id} borderWidth="1px" borderRadius="lg" p="3" data-testid="feature-card">
              <Text as="h3" fontWeight="semibold" wordBreak="break-all">
                {t.display_name}
              </Text>
              <SimpleGrid as="fieldset" columns={2} gap="1" mt="1" aria-label={`${t.display_name} 기능`}>
                {FEATURE_KEYS.map((k) => (
                  <Box key={k}>{box(t, k, FEATURE_LABELS[k], false)}</Box>
                ))}
              </SimpleGrid>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
