import { Box, Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { COMMENT_CONTENT_MAX, COMMENT_MAX_DEPTH } from '../../../../shared/content-constants';
import { MSG } from '../../../../shared/messages';
import { relativeTime } from '../../../../shared/relative-time';
import type { CommentItem } from '../../../../shared/schemas/content';
import { detailOr } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/useSession';
import { useAlert } from '../../ui/alertContext';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { commentsInThread, useCommentCount } from './useCommentCount';
import { useLoginFirst } from './useLoginFirst';

/** Each reply level is indented 25 px on post detail and 20 px in the feed's comment modal (platform.md §8). */
export const DETAIL_INDENT_PX = 25;
export const MODAL_INDENT_PX = 20;

/** What a failed comment says: the depth limit in the spec's words; anything else is only logged. */
function commentFailure(err: unknown): string | null {
  const detail = detailOr(err, '');
  if (detail.includes('Maximum comment depth')) return MSG.commentDepthLimit;
  console.warn('comment failed', err);
  return null;
}

/** The comments of a post: a form, then the top-level comments newest first with their replies nested. */
/** `inModal`: the modal has its own title, so the section drops its heading and rule. */
export function CommentSection({ postId, indent = DETAIL_INDENT_PX, inModal = false }: { postId: number; indent?: number; inModal?: boolean }) {
  const list = trpc.content.comments.list.useQuery({ id: postId, size: 50 });
  return (
    <Box as="section" aria-label="댓글" mt={inModal ? '0' : '8'} borderTopWidth={inModal ? '0' : '1px'} pt={inModal ? '0' : '6'}>
      {!inModal && (
        <Heading as="h3" size="md" mb="4">
          댓글
        </Heading>
      )}
      <CommentForm postId={postId} onDone={() => void list.refetch()} />
      {list.isError ? (
        <QueryErrorState error={list.error} onRetry={() => void list.refetch()} compact />
      ) : (
        <Stack gap="1" mt="4">
          {list.data?.comments.map((c) => <CommentThread key={c.id} comment={c} postId={postId} indent={indent} onChange={() => void list.refetch()} />)}
          {list.data && list.data.comments.length === 0 && (
            <Text color="fg.muted" py="6" textAlign="center">
              첫 댓글을 남겨보세요.
            </Text>
          )}
        </Stack>
      )}
    </Box>
  );
}

function CommentForm({ postId, parentId, onDone, onCancel }: { postId: number; parentId?: number; onDone: () => void; onCancel?: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = trpc.content.comments.create.useMutation();
  const countChange = useCommentCount(postId);
  const loginFirst = useLoginFirst();
  const session = useSession();
  const label = parentId ? '답글' : '댓글';
  if (!session) {
    // Reading is for everyone; writing needs an account (the button leads to /login and back).
    return (
      <Button variant="outline" size="sm" w="full" onClick={() => loginFirst()}>
        로그인하고 {label} 남기기
      </Button>
    );
  }
  const submit = async () => {
    if (!loginFirst()) return;
    // Blank or whitespace-only text is ignored (platform.md §5).
    if (!text.trim()) return;
    setError(null);
    try {
      await create.mutateAsync({ id: postId, content: text, parent_id: parentId ?? null });
      setText('');
      countChange(1);
      onDone();
    } catch (err) {
      setError(commentFailure(err));
    }
  };
  return (
    <Stack gap="2">
      <Textarea
        aria-label={`${label} 입력`}
        placeholder={`${label}을 입력해주세요`}
        value={text}
        maxLength={COMMENT_CONTENT_MAX}
        onChange={(e) => setText(e.target.value)}
        rows={2}
        resize="vertical"
      />
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
      <HStack justify="flex-end" gap="2">
        {onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            취소
          </Button>
        )}
        <Button size="sm" colorPalette="brand" loading={create.isPending} onClick={() => void submit()}>
          {label} 등록
        </Button>
      </HStack>
    </Stack>
  );
}

function CommentThread({ comment, postId, indent, onChange }: { comment: CommentItem; postId: number; indent: number; onChange: () => void }) {
  const session = useSession();
  const alert = useAlert();
  const remove = trpc.content.comments.delete.useMutation();
  const countChange = useCommentCount(postId);
  const [replying, setReplying] = useState(false);
  const mine = session?.user.id === comment.author.id;
  const onDelete = async () => {
    if (!(await alert({ type: 'danger', title: '댓글 삭제', message: MSG.commentDeleteConfirm, confirmText: '삭제' }))) return;
    try {
      await remove.mutateAsync({ id: comment.id });
      countChange(-commentsInThread(comment));
      onChange();
    } catch {
      await alert({ type: 'danger', title: '삭제 실패', message: MSG.commentDeleteFailed, showCancel: false });
    }
  };
  return (
    <Box>
      <Box py="3" borderBottomWidth="1px" data-depth={comment.depth}>
        <HStack gap="2" fontSize="sm" minW="0">
          <Text fontWeight="semibold" truncate>
            {comment.author.username}
          </Text>
          <Text color="fg.muted" flexShrink={0}>
            {relativeTime(comment.created_at)}
          </Text>
        </HStack>
        <Text mt="1" whiteSpace="pre-wrap">
          {comment.content}
        </Text>
        <HStack gap="1" mt="1">
          {session && comment.depth < COMMENT_MAX_DEPTH && (
            <Button size="xs" variant="ghost" onClick={() => setReplying((r) => !r)}>
              답글
            </Button>
          )}
          {mine && (
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void onDelete()}>
              삭제
            </Button>
          )}
        </HStack>
        {replying && (
          <CommentForm
            postId={postId}
            parentId={comment.id}
            onCancel={() => setReplying(false)}
            onDone={() => {
              setReplying(false);
              onChange();
            }}
          />
        )}
      </Box>
      {comment.replies.length > 0 && (
        <Box ps={`${indent}px`} borderStartWidth="2px" borderColor="border.muted">
          {comment.replies.map((r) => (
            <CommentThread key={r.id} comment={r} postId={postId} indent={indent} onChange={onChange} />
          ))}
        </Box>
      )}
    </Box>
  );
}
