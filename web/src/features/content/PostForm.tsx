import { Box, Button, Checkbox, Container, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { POST_CONTENT_MAX, POST_FILES_MAX, POST_TITLE_MAX } from '../../../../shared/content-constants';
import { MSG } from '../../../../shared/messages';
import { trpc } from '../../lib/trpc';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useGoBack } from '../../lib/useGoBack';
import { useLeaveGuard } from '../../lib/useLeaveGuard';
import { useAlert } from '../../ui/alertContext';
import { FormStack } from '../../ui/FormStack';
import { FormIcon } from '../../ui/media/FormIcon';
import { SortableMediaField } from '../../ui/media/SortableMediaField';
import type { MediaItem } from '../../ui/media/useMediaUploads';
import { describedBy, LabeledField } from '../../ui/LabeledField';
import { FramePicker } from './FramePicker';
import { POST_ACCEPT, sortChosenPostFiles } from './postFiles';
import { POST_FIELDS, postSaveFailure, toSaveInput, validatePost, type PostField, type PostFormValues } from './postForm';
import { usePostMedia } from './usePostMedia';

interface Props {
  /** Present when editing. */
  postId?: number;
  initial: PostFormValues;
  initialMedia: MediaItem[];
}

const MEDIA_HELPER = `사진(JPG, PNG, GIF, WebP)과 동영상(MP4, WebM, MOV) · 파일당 50MB 이하 · 최대 ${POST_FILES_MAX}개. 첫 번째 파일이 대표 이미지이며, 끌어서 순서를 바꿀 수 있습니다. 동영상은 썸네일 장면을 고를 수 있습니다.`;

/** The post form of platform.md §2 and §5, for /content/upload and /content/{id}/edit (merchants only). */
export function PostForm({ postId, initial, initialMedia }: Props) {
  const editing = postId !== undefined;
  const navigate = useNavigate();
  const goBack = useGoBack();
  const alert = useAlert();
  const utils = trpc.useUtils();
  const create = trpc.content.posts.createWithUploads.useMutation();
  const update = trpc.content.posts.updateWithUploads.useMutation();
  const media = usePostMedia(initialMedia);
  const [values, setValues] = useState(initial);
  const { errors, bind, show: showErrors, set: setError } = useFieldErrors(POST_FIELDS);
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState<{ key: string; url: string; name: string } | null>(null);

  const initialKeys = useMemo(() => initialMedia.map((it) => it.key).join(','), [initialMedia]);
  const dirty =
    JSON.stringify(values) !== JSON.stringify(initial) ||
    media.items.map((it) => it.key).join(',') !== initialKeys ||
    Object.keys(media.frames).length > 0;
  const { allowLeave } = useLeaveGuard(dirty && !saving);

  const change = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key !== 'is_announcement') setError(key as PostField, null);
  };

  const addFiles = (files: File[]) => {
    const { accepted, message } = sortChosenPostFiles(files, media.items.length);
    setError('media', message);
    if (accepted.length) media.add(accepted);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (media.busy || saving) return;
    const found = validatePost(values, media.items.length, media.failed);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    showErrors({});
    setSaving(true);
    try {
      const input = toSaveInput(values, media.refs);
      const saved = postId !== undefined ? await update.mutateAsync({ id: postId, ...input }) : await create.mutateAsync(input);
      void utils.content.invalidate();
      allowLeave();
      navigate(`/content/${saved.id}`, { replace: true });
    } catch (err) {
      // Whatever was typed and uploaded stays; a field's refusal shows beside it, anything else in a dialog.
      setSaving(false);
      const failure = postSaveFailure(err);
      if (failure.field) showErrors({ [failure.field]: failure.message });
      else void alert({ type: 'danger', title: '저장하지 못했습니다', message: failure.message, showCancel: false });
    }
  };

  const frameButton = (item: MediaItem) => {
    if (item.mediaType !== 'video') return null;
    const frame = media.frames[item.key];
    return (
      <Box px="1" pt="1">
        <Button
          size="xs"
          variant="outline"
          w="full"
          onClick={() => setPicking({ key: item.key, url: item.url, name: item.name })}
          loading={frame?.status === 'uploading'}
          aria-label={`${item.name} 썸네일 장면 고르기`}
        >
          <FormIcon name="frame" /> 썸네일
        </Button>
        {frame?.status === 'error' && (
          <Text fontSize="xs" color="red.fg" pt="1" role="alert">
            {frame.error}
          </Text>
        )}
      </Box>
    );
  };

  const formId = editing ? 'post-edit' : 'post-create';
  return (
    <Container maxW="2xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }}>
      <FormStack gap="6" onSubmit={submit} aria-label={editing ? '게시글 수정' : '게시글 작성'}>
        <SortableMediaField
          ref={bind('media')}
          label="사진·동영상"
          noun="파일"
          max={POST_FILES_MAX}
          accept={POST_ACCEPT}
          helper={MEDIA_HELPER}
          testId="post-media"
          items={media.items}
          error={errors.media}
          onAdd={addFiles}
          onMove={media.move}
          onRemove={(key) => {
            media.remove(key);
            setError('media', null);
          }}
          tileExtra={frameButton}
        />

        <LabeledField id={`${formId}-title`} label="제목" required helper={`${values.title.length}/${POST_TITLE_MAX}`} error={errors.title}>
          <Input
            ref={bind('title')}
            value={values.title}
            onChange={(e) => change('title', e.target.value)}
            maxLength={POST_TITLE_MAX}
            placeholder="예: 오늘 아침에 딴 딸기"
            aria-describedby={describedBy(`${formId}-title`, true, errors.title)}
          />
        </LabeledField>

        <LabeledField id={`${formId}-content`} label="내용" required helper={`${values.content.length}/${POST_CONTENT_MAX}`} error={errors.content}>
          <Textarea
            ref={bind('content')}
            value={values.content}
            onChange={(e) => change('content', e.target.value)}
            maxLength={POST_CONTENT_MAX}
            rows={6}
            autoresize
            placeholder="이웃에게 전하고 싶은 이야기를 적어주세요."
            aria-describedby={describedBy(`${formId}-content`, true, errors.content)}
          />
        </LabeledField>

        {/* The route admits merchants only, and only merchants may announce (platform.md §2). */}
        <Checkbox.Root
          checked={values.is_announcement}
          onCheckedChange={(d) => change('is_announcement', d.checked === true)}
          colorPalette="brand"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>공지사항으로 등록</Checkbox.Label>
        </Checkbox.Root>

        <Box
          position="sticky"
          bottom="0"
          zIndex="docked"
          bg="bg"
          borderTopWidth="1px"
          mx={{ base: '-4', md: '-6' }}
          px={{ base: '4', md: '6' }}
          py="3"
        >
          {media.busy && (
            <Text id={`${formId}-uploading`} fontSize="xs" color="fg.muted" mb="2" role="status">
              파일을 업로드하는 중입니다. 업로드가 끝나면 저장할 수 있습니다.
            </Text>
          )}
          <HStack gap="3">
            <Button variant="outline" size="lg" onClick={goBack} disabled={saving}>
              취소
            </Button>
            <Button
              type="submit"
              flex="1"
              size="lg"
              colorPalette="brand"
              loading={saving}
              disabled={media.busy}
              aria-describedby={media.busy ? `${formId}-uploading` : undefined}
            >
              {editing ? '저장하기' : '게시하기'}
            </Button>
          </HStack>
        </Box>
      </FormStack>
      <FramePicker
        video={picking}
        onClose={() => setPicking(null)}
        onPick={(frame) => {
          if (picking) void media.applyFrame(picking.key, frame);
        }}
      />
    </Container>
  );
}

/** Texts the edit page shows when the post cannot be edited (platform.md §5, §8). */
export const POST_EDIT_TEXTS = { forbidden: MSG.postNotAuthor, notFound: MSG.postNotFound, notFoundHint: MSG.postNotFoundHint, failed: MSG.postLoadFailed };
