import { Badge, Box, chakra, Heading, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { DASHBOARD_COMMENTS_LIMIT } from '../../../../../shared/dashboard-constants';
import { MSG } from '../../../../../shared/messages';
import { relativeTime } from '../../../../../shared/relative-time';
import type { DashboardComment, DashboardCommentGroup } from '../../../../../shared/schemas/dashboard/contents';
import { trpc } from '../../../lib/trpc';
import { ListEmpty } from '../../../ui/list/ListEmpty';
import { PagedList } from '../../../ui/list/PagedList';
import { useTabParams } from '../useTabParams';

const LABEL = '내 글의 댓글';

/**
 * 댓글: comments on the merchant's posts (GET /api/dashboard/comments), 10 a page, newest first,
 * grouped under the post they are on (the server groups the page's comments).
 */
export default function CommentsTab() {
  const { page, setPage } = useTabParams();
  const query = trpc.dashboard.comments.useQuery(
    { limit: DASHBOARD_COMMENTS_LIMIT, offset: (page - 1) * DASHBOARD_COMMENTS_LIMIT },
    { placeholderData: keepPreviousData },
  );
  return (
    <PagedList
      query={query}
      items={(d) => d.comment_groups}
      paging={(d) => ({ total: d.total, hasMore: d.has_more })}
      page={page}
      pageSize={DASHBOARD_COMMENTS_LIMIT}
      onPage={setPage}
      label={LABEL}
      failed={MSG.dashboardCommentsLoadFailed}
      empty={<ListEmpty title="아직 내 글에 달린 댓글이 없습니다." description="새 댓글이 달리면 글별로 모아 보여드려요." />}
      header={(d) => (
        <Text fontSize="sm" color="fg.muted" mb="2">
          댓글 {d.total.toLocaleString('ko-KR')}개
        </Text>
      )}
    >
      {(groups) => (
        <Stack as="ul" aria-label={LABEL} listStyleType="none" gap="4">
          {groups.map((g) => (
            <CommentGroup key={g.post.id} group={g} />
          ))}
        </Stack>
      )}
    </PagedList>
  );
}

function CommentGroup({ group }: { group: DashboardCommentGroup }) {
  const { post, comments } = group;
  const headingId = `comment-group-${post.id}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="xl" p="4" minW="0" data-testid="comment-group" aria-labelledby={headingId}>
      <HStack gap="2" align="start" minW="0">
        <Heading as="h3" size="sm" id={headingId} flex="1" minW="0" wordBreak="break-word">
          <Link asChild color="fg" fontWeight="bold">
            <RouterLink to={`/content/${post.id}`}>{post.title}</RouterLink>
          </Link>
        </Heading>
        {(post.is_video || post.is_announcement) && (
          <Badge flexShrink={0} colorPalette="brand" variant="subtle">
            {post.is_announcement ? '공지' : '동영상'}
          </Badge>
        )}
      </HStack>
      <Stack as="ul" listStyleType="none" gap="0" mt="2" aria-label={`${post.title}의 댓글`}>
        {comments.map((c) => (
          <CommentRow key={c.id} comment={c} />
        ))}
      </Stack>
    </Box>
  );
}

function CommentRow({ comment }: { comment: DashboardComment }) {
  const reply = comment.parent_id !== null;
  return (
    <Box as="li" py="2.5" borderTopWidth="1px" ps={reply ? '3' : '0'} minW="0" data-testid="dashboard-comment">
      <HStack gap="2" fontSize="sm" minW="0" wrap="wrap">
        {reply && (
          <Text as="span" color="fg.muted">
            <span aria-hidden="true">↳</span>
            <VisuallyHidden>답글</VisuallyHidden>
          </Text>
        )}
        <Text fontWeight="semibold" truncate maxW="full">
          {comment.author.username}
        </Text>
        <Text color="fg.muted" fontSize="xs">
          <chakra.time dateTime={comment.created_at}>{relativeTime(comment.created_at)}</chakra.time>
        </Text>
      </HStack>
      <Text mt="1" fontSize="sm" whiteSpace="pre-line" wordBreak="break-word">
        {comment.content}
      </Text>
    </Box>
  );
}
