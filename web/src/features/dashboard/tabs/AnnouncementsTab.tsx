import { Flex, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { DASHBOARD_ANNOUNCEMENTS_LIMIT } from '../../../../../shared/dashboard-constants';
import { MSG } from '../../../../../shared/messages';
import { trpc } from '../../../lib/trpc';
import { ListTotal } from '../../../ui/list/ListTotal';
import { ListEmpty } from '../../../ui/list/ListEmpty';
import { PagedList } from '../../../ui/list/PagedList';
import { PostRows, WriteButton } from '../content/OwnContentList';
import { useTabParams } from '../useTabParams';

const LABEL = '내 공지사항';

/** 공지사항: the merchant's own announcements (GET /api/dashboard/my-announcements), 10 a page, newest first. */
export default function AnnouncementsTab() {
  const { page, setPage } = useTabParams();
  const query = trpc.dashboard.myAnnouncements.useQuery(
    { limit: DASHBOARD_ANNOUNCEMENTS_LIMIT, offset: (page - 1) * DASHBOARD_ANNOUNCEMENTS_LIMIT },
    { placeholderData: keepPreviousData },
  );
  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          글쓰기에서 ‘공지사항으로 등록’을 고르면 여기에 모입니다.
        </Text>
        <WriteButton />
      </Flex>
      <PagedList
        query={query}
        items={(d) => d.announcements}
        paging={(d) => ({ total: d.total, hasMore: d.has_more })}
        page={page}
        pageSize={DASHBOARD_ANNOUNCEMENTS_LIMIT}
        onPage={setPage}
        label={LABEL}
        failed={MSG.dashboardNoticesLoadFailed}
        empty={<ListEmpty title="등록한 공지사항이 없습니다." description="영업시간 변경이나 휴무 소식을 공지로 알려보세요." action={<WriteButton />} />}
        header={(d) => <ListTotal total={d.total} unit="개" />}
      >
        {(items) => <PostRows posts={items} label={LABEL} excerptLength={120} mediaShown={1} />}
      </PagedList>
    </Stack>
  );
}
