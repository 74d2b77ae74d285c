import { Container } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { MSG } from '../../../../shared/messages';
import { HttpError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/useSession';
import { AppShell } from '../../ui/AppShell';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { POST_EDIT_TEXTS, PostForm } from './PostForm';
import { emptyPostForm, formFromPost } from './postForm';
import { savedPostItems } from './usePostMedia';

const NO_SUCH_ID = new HttpError(MSG.postNotFound, 404);
const NOT_THE_AUTHOR = new HttpError(MSG.postNotAuthor, 403);

/** /content/upload creates a post, /content/{id}/edit edits one (one page, one chunk). */
export default function PostFormPage() {
  const { id } = useParams();
  return id === undefined ? <PostCreatePage /> : <PostEditPage raw={id} />;
}

function PostCreatePage() {
  const initial = useMemo(emptyPostForm, []);
  return (
    <AppShell header={{ back: true, title: '게시글 작성' }} footer={false} tabBar={false}>
      <PostForm initial={initial} initialMedia={[]} />
    </AppShell>
  );
}

/** The author's post, loaded fresh; anyone else sees the refusal in the spec's words. */
function PostEditPage({ raw }: { raw: string }) {
  const session = useSession();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  // Never from cache: the form takes its values once, so they must be the saved ones.
  const post = trpc.content.posts.get.useQuery({ id }, { enabled: valid, retry: false, refetchOnWindowFocus: false, staleTime: Infinity, gcTime: 0 });
  const data = post.data;
  const initial = useMemo(() => (data ? formFromPost(data) : null), [data]);
  const media = useMemo(() => (data ? savedPostItems(data.media) : []), [data]);
  const refused = data && session && data.author.id !== session.user.id;

  let body;
  if (!valid || post.isError || refused) {
    const error = !valid ? NO_SUCH_ID : refused ? NOT_THE_AUTHOR : post.error;
    body = <QueryErrorState error={error} onRetry={() => void post.refetch()} texts={POST_EDIT_TEXTS} />;
  } else if (!initial) {
    body = (
      <Container maxW="2xl" px="0">
        <PageSkeleton label="게시글을 불러오는 중" bar={false} />
      </Container>
    );
  } else {
    // Keyed by post so a different id starts a fresh form.
    body = <PostForm key={id} postId={id} initial={initial} initialMedia={media} />;
  }
  return (
    <AppShell header={{ back: true, title: '게시글 수정' }} footer={false} tabBar={false}>
      {body}
    </AppShell>
  );
}
