import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MSG } from '../../../../../../shared/messages';
import type { ActivityScores } from '../../../../../../shared/schemas/admin/tenants';
import { ACTIVITY_KEYS, ACTIVITY_LABELS, type ActivityKey } from '../../../../../../shared/wallet';
import { trpc } from '../../../../lib/trpc';
import { useAlert } from '../../../../ui/alertContext';
import { ListSkeleton } from '../../../../ui/list/ListSkeleton';
import { QueryErrorState } from '../../../../ui/QueryErrorState';
import { BlurField, wholeOrZero } from '../consoleFields';
import { tellOutcome } from '../useTenantSave';
import type { TabProps } from './types';

/** Points an activity earns and how many times a day it counts (0: no daily limit). */
export default function ScoreTab({ tenant }: TabProps) {
  const alert = useAlert();
  const utils = trpc.useUtils();
  const scores = trpc.admin.tenants.activityScores.useQuery({ id: tenant.id });
  const saveScores = trpc.admin.tenants.saveActivityScores.useMutation({
    onSuccess: (answer) => utils.admin.tenants.activityScores.setData({ id: tenant.id }, answer),
  });

  if (scores.isPending) return <ListSkeleton label="점수 설정을 불러오는 중" rows={3} height="16" />;
  if (scores.isError) return <QueryErrorState compact error={scores.error} onRetry={() => void scores.refetch()} />;
  const data: ActivityScores = scores.data;

  const put = (key: ActivityKey, which: keyof ActivityScores, text: string) =>
    tellOutcome(
      alert,
      () =>
        saveScores.mutateAsync({
          id: tenant.id,
          activity_scores: data.activity_scores,
          activity_daily_caps: data.activity_daily_caps,
          [which]: { ...data[which], [key]: wholeOrZero(text) },
        }),
      MSG.scoreSettingsSaved,
      MSG.scoreSettingsFailed,
    );

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        0 이상의 정수만 저장됩니다 (그 밖의 값은 0). 점수 0은 적립하지 않음, 일일 한도 0은 한도 없음입니다.
      </Text>
      {ACTIVITY_KEYS.map((key) => (
        <Box key={key} as="section" aria-labelledby={`score-${key}`} borderWidth="1px" borderRadius="lg" p="3">
          <Heading id={`score-${key}`} as="h3" fontSize="sm" mb="2">
            {ACTIVITY_LABELS[key]}
          </Heading>
          <SimpleGrid columns={2} gap="3">
            <BlurField
              label={`${ACTIVITY_LABELS[key]} 점수`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={String(data.activity_scores[key] ?? 0)}
              onSave={(v) => put(key, 'activity_scores', v)}
            />
            <BlurField
              label={`${ACTIVITY_LABELS[key]} 일일 한도`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={String(data.activity_daily_caps[key] ?? 0)}
              onSave={(v) => put(key, 'activity_daily_caps', v)}
            />
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}
