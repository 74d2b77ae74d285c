import { Box, Heading, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import type { NotificationPreferences } from '../../../../shared/schemas/notifications';
import { trpc } from '../../lib/trpc';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { toaster } from '../../ui/toaster';

const LOAD_FAILED = '알림 설정을 불러오지 못했습니다.';
const SAVE_FAILED = '알림 설정을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * The signed-in user's optional notifications (mail and Alimtalk): one switch a topic, saved at once.
 * Notices about money (a failed plan charge, a suspension, a price change) are always sent and not listed.
 */
export function NotificationSettings() {
  const utils = trpc.useUtils();
  const prefs = trpc.auth.notifications.get.useQuery();
  const save = trpc.auth.notifications.set.useMutation({
    // The switch moves at once; a refusal puts it back.
    onMutate: async (change) => {
      await utils.auth.notifications.get.cancel();
      const before = utils.auth.notifications.get.getData();
      utils.auth.notifications.get.setData(undefined, (old?: NotificationPreferences) =>
        old && { preferences: old.preferences.map((p) => (p.topic in change ? { ...p, enabled: !!change[p.topic] } : p)) },
      );
      return { before };
    },
    onError: (_err, _change, context) => {
      utils.auth.notifications.get.setData(undefined, context?.before);
      toaster.create({ type: 'error', title: SAVE_FAILED });
    },
    onSuccess: (data) => utils.auth.notifications.get.setData(undefined, data),
  });

  let body;
  if (prefs.isError && !prefs.data) {
    body = <QueryErrorState compact error={prefs.error} onRetry={() => void prefs.refetch()} texts={{ failed: LOAD_FAILED }} />;
  } else if (!prefs.data) {
    body = <Skeleton h="16" borderRadius="lg" role="status" aria-label="알림 설정을 불러오는 중" />;
  } else {
    body = (
      <Stack as="ul" gap="0" listStyleType="none" borderWidth="1px" borderRadius="lg" divideY="1px">
        {prefs.data.preferences.map((p) => (
          <Box as="li" key={p.topic} px="4" py="3">
            <Switch.Root
              checked={p.enabled}
              onCheckedChange={(e) => save.mutate({ [p.topic]: e.checked })}
              colorPalette="brand"
              display="flex"
              justifyContent="space-between"
              alignItems="center"
              gap="3"
              w="full"
              minH="11"
            >
              <Switch.HiddenInput aria-describedby={`notification-${p.topic}-help`} />
              <Box minW="0">
                <Switch.Label fontWeight="semibold">{p.label}</Switch.Label>
                <Text id={`notification-${p.topic}-help`} fontSize="sm" color="fg.muted" mt="0.5">
                  {p.description}
                </Text>
              </Box>
              <Switch.Control flexShrink={0}>
                <Switch.Thumb />
              </Switch.Control>
            </Switch.Root>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Box as="section" aria-labelledby="notification-settings-title" mt="10">
      <Heading as="h2" id="notification-settings-title" size="md" mb="1">
        알림 설정
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        메일과 카카오 알림톡으로 받을 소식을 고르세요. 결제 실패·구독 정지 같은 요금 안내는 항상 보내 드려요.
      </Text>
      {body}
    </Box>
  );
}
