import { Avatar, Box, Button, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PROFILE_IMAGE_SHRINK_ABOVE_BYTES, PROFILE_IMAGE_SUGGESTED_PX } from '../../../../shared/dashboard-constants';
import { shrinkPicture } from '../../ui/media/shrinkPicture';
import { profileImageError, type ImageChange } from './profileForm';

interface Props {
  /** The stored picture's address, or null. */
  stored: string | null;
  initial: string;
  change: ImageChange;
  onChange: (change: ImageChange) => void;
  /** The upload's percent while saving sends the picture, else null. */
  progress: number | null;
  disabled: boolean;
}

/**
 * The profile picture (commerce.md §5 Profile image): images only, 30 MB at most; one above 3 MB is
 * made smaller in the browser before it is sent. Choosing or removing is a change of the form, sent
 * with 저장.
 */
export function ProfileImageField({ stored, initial, change, onChange, progress, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [shrinking, setShrinking] = useState(false);
  const chosenUrl = useMemo(() => (change.kind === 'chosen' ? URL.createObjectURL(change.file) : null), [change]);
  useEffect(() => () => void (chosenUrl && URL.revokeObjectURL(chosenUrl)), [chosenUrl]);
  const shown = change.kind === 'chosen' ? chosenUrl : change.kind === 'removed' ? null : stored;

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refused = profileImageError(file);
    setError(refused);
    if (refused) return;
    if (file.size <= PROFILE_IMAGE_SHRINK_ABOVE_BYTES) {
      onChange({ kind: 'chosen', file });
      return;
    }
    setShrinking(true);
    try {
      onChange({ kind: 'chosen', file: await shrinkPicture(file) });
    } finally {
      setShrinking(false);
    }
  };

  // Removing a picture just chosen goes back to none when nothing is stored, else marks the stored one removed.
  const remove = () => {
    setError(null);
    onChange(stored ? { kind: 'removed' } : { kind: 'none' });
  };

  return (
    <Stack gap="3" as="fieldset" aria-describedby="profile-image-help">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
        프로필 사진
      </Text>
      <Flex gap="4" align="center" wrap="wrap">
        <Avatar.Root size="2xl" colorPalette="brand" flexShrink={0}>
          <Avatar.Fallback>{initial}</Avatar.Fallback>
          {shown && <Avatar.Image src={shown} alt="프로필 사진 미리보기" data-testid="profile-image-preview" />}
        </Avatar.Root>
        <Stack gap="2">
          <Flex gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => input.current?.click()} loading={shrinking} loadingText="사진 줄이는 중" disabled={disabled}>
              사진 선택
            </Button>
            {shown && (
              <Button size="sm" variant="ghost" colorPalette="red" onClick={remove} disabled={disabled}>
                사진 삭제
              </Button>
            )}
          </Flex>
          <input
            ref={input}
            type="file"
            accept="image/*"
            hidden
            aria-label="프로필 사진 파일"
            data-testid="profile-image-input"
            onChange={(e) => void pick(e.currentTarget.files?.[0])}
          />
        </Stack>
      </Flex>
      <Text id="profile-image-help" fontSize="xs" color="fg.muted">
        {PROFILE_IMAGE_SUGGESTED_PX}x{PROFILE_IMAGE_SUGGESTED_PX} 이상의 정사각형 사진을 권장합니다. JPG, PNG, GIF, 최대 30MB (3MB보다 크면 자동으로 줄여서
        올립니다).
      </Text>
      {change.kind === 'removed' && (
        <Text fontSize="xs" color="fg.muted">
          저장하면 프로필 사진이 삭제됩니다.
        </Text>
      )}
      {progress !== null && (
        <Box>
          <Progress.Root value={progress} size="sm" colorPalette="brand" aria-label="프로필 사진 올리는 중">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="xs" color="fg.muted" mt="1">
            사진 올리는 중 {progress}%
          </Text>
        </Box>
      )}
      {error && (
        <Text fontSize="sm" color="red.fg" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
