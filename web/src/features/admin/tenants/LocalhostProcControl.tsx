import { Box, Button, Field, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { MSG } from '../../../../../shared/messages';
import { detailOr } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useAlert } from '../../../ui/alertContext';
import { ListSkeleton } from '../../../ui/list/ListSkeleton';
import { QueryErrorState } from '../../../ui/QueryErrorState';

/**
 * The localhost processor's debug control (commerce.md §2 Admin): which hosts count as loopback, the
 * site they resolve to and the site it shows (after its proxy), and a switch to another active site.
 */
export function LocalhostProcControl() {
  const alert = useAlert();
  const utils = trpc.useUtils();
  const info = trpc.admin.tenants.localhostProc.useQuery();
  const apply = trpc.admin.tenants.setLocalhostProc.useMutation({
    onSettled: () => Promise.all([utils.admin.tenants.localhostProc.invalidate(), utils.admin.tenants.list.invalidate()]),
  });
  const [choice, setChoice] = useState('');
  useEffect(() => setChoice(info.data?.localhost?.name ?? ''), [info.data?.localhost?.name]);

  const submit = async () => {
    if (!choice) return;
    try {
      const answer = await apply.mutateAsync({ name: choice });
      await alert({ type: 'success', message: MSG.tenantLocalhostSet(answer.tenant_info.display_name, answer.tenant_info.domain), showCancel: false });
    } catch (err) {
      await alert({ type: 'danger', title: MSG.tenantLocalhostFailed, message: detailOr(err, MSG.tenantLocalhostFailed), showCancel: false });
    }
  };

  return (
    <Box as="section" aria-labelledby="localhost-proc-title" borderWidth="1px" borderRadius="lg" p="4" data-testid="localhost-proc">
      <Heading id="localhost-proc-title" as="h2" fontSize="md" mb="2">
        localhost 처리 (디버그)
      </Heading>
      {info.isPending ? (
        <ListSkeleton label="localhost 처리 정보를 불러오는 중" rows={1} height="16" />
      ) : info.isError ? (
        <QueryErrorState compact error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <Stack gap="3">
          <Box as="dl" fontSize="sm" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
            <Text as="dt" color="fg.muted">
              루프백 호스트
            </Text>
            <Text as="dd" wordBreak="break-all">
              {info.data.loopback_hosts.join(', ')}
            </Text>
            <Text as="dt" color="fg.muted">
              localhost 사이트
            </Text>
            <Text as="dd" wordBreak="break-all" data-testid="localhost-proc-site">
              {info.data.localhost ? `${info.data.localhost.display_name} (${info.data.localhost.domain})` : '없음'}
            </Text>
            <Text as="dt" color="fg.muted">
              보여주는 사이트
            </Text>
            <Text as="dd" wordBreak="break-all">
              {info.data.shows ? `${info.data.shows.display_name} (${info.data.shows.domain})` : '없음'}
            </Text>
          </Box>
          <Flex gap="2" align="flex-end" wrap="wrap">
            <Field.Root flex="1" minW="48">
              <Field.Label>localhost로 쓸 사이트</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={choice} onChange={(e) => setChoice(e.currentTarget.value)}>
                  {!info.data.localhost && <option value="">선택</option>}
                  {info.data.candidates.map((c) => (
                    <option key={c.id} value={c.name}>
                      {c.display_name} ({c.name})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button onClick={() => void submit()} loading={apply.isPending} disabled={!choice || choice === info.data.localhost?.name} colorPalette="brand" variant="outline">
              적용
            </Button>
          </Flex>
        </Stack>
      )}
    </Box>
  );
}
