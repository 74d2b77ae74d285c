import { Alert, Box, Button, Container, Field, Heading, Input, Separator, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { MSG } from '../../../../shared/messages';
import type { ProfileImageAnswer } from '../../../../shared/schemas/dashboard';
import type { PublicUser } from '../../../../shared/schemas/auth';
import { detailOr } from '../../lib/errors';
import { mergeUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { uploadForm } from '../../lib/upload';
import { useGoBack } from '../../lib/useGoBack';
import { useLeaveGuard } from '../../lib/useLeaveGuard';
import { AddressField } from '../../ui/AddressField';
import { useAlert } from '../../ui/alertContext';
import { AppShell } from '../../ui/AppShell';
import { FormStack } from '../../ui/FormStack';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PhoneField } from '../../ui/PhoneField';
import { QueryErrorState } from '../../ui/QueryErrorState';
import { TextField } from '../../ui/TextField';
import { formatBusinessNumber } from '../../../../shared/seller-info';
import { SellerFields } from './SellerFields';
import { ProfileImageField } from './ProfileImageField';
import {
  addressToSave,
  BUSINESS_NUMBER_MAX_CHARS,
  businessNumberError,
  sellerFieldErrors,
  changedFields,
  isProfileDirty,
  profileFormValues,
  type ImageChange,
  type ProfileFormValues,
} from './profileForm';

/** How long 프로필이 저장되었습니다. stays (commerce.md §4 Profile edit). */
const SAVED_NOTICE_MS = 3000;
const PROFILE_IMAGE_PATH = '/api/dashboard/profile/image';

/** /profile/edit (commerce.md §2 Profile edit, §4, §5; login only). */
export default function ProfileEditPage() {
  const profile = trpc.dashboard.profile.useQuery(undefined, { retry: false, refetchOnWindowFocus: false });
  return (
    <AppShell header={{ back: true, title: '프로필 수정' }}>
      <Container maxW="600px" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }}>
        {profile.isError ? (
          <QueryErrorState error={profile.error} onRetry={() => void profile.refetch()} texts={{ failed: MSG.profileInitialLoadFailed }} />
        ) : !profile.data ? (
          <PageSkeleton bar={false} label="프로필 불러오는 중" />
        ) : (
          <ProfileEditForm user={profile.data.user} />
        )}
      </Container>
    </AppShell>
  );
}

function ProfileEditForm({ user: loadedUser }: { user: PublicUser }) {
  const alert = useAlert();
  const goBack = useGoBack();
  const utils = trpc.useUtils();
  const update = trpc.dashboard.updateProfile.useMutation();
  const deleteImage = trpc.dashboard.deleteProfileImage.useMutation();

  /** The values last loaded or saved: what dirty and 되돌리기 compare with. */
  const [user, setUser] = useState(loadedUser);
  const loaded = useMemo(() => profileFormValues(user), [user]);
  const [values, setValues] = useState<ProfileFormValues>(loaded);
  const [image, setImage] = useState<ImageChange>({ kind: 'none' });
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [numberTouched, setNumberTouched] = useState(false);
  const numberInput = useRef<HTMLInputElement>(null);

  const merchant = user.user_type === 'merchant';
  const dirty = isProfileDirty(loaded, values, merchant, image);
  useLeaveGuard(dirty && !saving, MSG.profileLeaveConfirm);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const numberChanged = merchant && values.business_number !== loaded.business_number;
  const numberError = numberChanged && (numberTouched || values.business_number.length >= BUSINESS_NUMBER_MAX_CHARS) ? businessNumberError(values.business_number) : null;

  const sellerErrors = merchant ? sellerFieldErrors(values) : {};

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setSaved(false);
  };

  /** A saved part goes into the stored user at once (the header listens), and becomes what the form compares with. */
  const adopt = (patch: Partial<PublicUser>) => {
    mergeUser(patch);
    setUser((u) => ({ ...u, ...patch }));
    void utils.dashboard.profile.invalidate();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!dirty || saving) return;
    if (numberChanged && businessNumberError(values.business_number)) {
      setNumberTouched(true);
      numberInput.current?.focus();
      return;
    }
    if (Object.keys(sellerErrors).length > 0) {
      setFailure(Object.values(sellerErrors)[0] ?? null);
      return;
    }
    setSaving(true);
    setFailure(null);
    setSaved(false);
    try {
      if (image.kind === 'chosen') {
        const form = new FormData();
        form.set('profile_image', image.file, image.file.name);
        setProgress(0);
        try {
          const answer = await uploadForm<ProfileImageAnswer>(PROFILE_IMAGE_PATH, form, setProgress);
          adopt({ profile_image: answer.profile_image });
          setImage({ kind: 'none' });
        } catch (err) {
          setFailure(detailOr(err, MSG.profileImageUploadFailed));
          return;
        } finally {
          setProgress(null);
        }
      } else if (image.kind === 'removed') {
        try {
          await deleteImage.mutateAsync();
          adopt({ profile_image: null });
          setImage({ kind: 'none' });
        } catch (err) {
          setFailure(detailOr(err, MSG.profileImageDeleteFailed));
          return;
        }
      }
      const patch = changedFields(loaded, values, merchant);
      if (Object.keys(patch).length > 0) {
        try {
          const { user: next } = await update.mutateAsync(patch);
          adopt(next);
          setValues(profileFormValues(next));
        } catch (err) {
          setFailure(detailOr(err, MSG.profileSaveFailed));
          return;
        }
      }
      setNumberTouched(false);
      setSaved(true);
    } finally {
      setSaving(false);
    }
  };

  const reset = async () => {
    const ok = await alert({ type: 'warning', title: '되돌리기', message: MSG.profileResetConfirm, confirmText: '되돌리기', cancelText: '취소' });
    if (!ok) return;
    setValues(loaded);
    setImage({ kind: 'none' });
    setNumberTouched(false);
    setFailure(null);
  };

  const savedAddress = addressToSave(values);
  return (
    <FormStack gap="6" onSubmit={(e) => void submit(e)} aria-label="프로필 수정">
      {dirty && (
        <Alert.Root status="warning" variant="subtle" data-testid="profile-unsaved">
          <Alert.Indicator />
          <Alert.Title>{MSG.profileUnsavedNotice}</Alert.Title>
        </Alert.Root>
      )}
      <ProfileImageField
        stored={user.profile_image}
        initial={(user.username || user.email || '?').charAt(0).toUpperCase()}
        change={image}
        onChange={(c) => {
          setImage(c);
          setSaved(false);
        }}
        progress={progress}
        disabled={saving}
      />
      <Separator />
      <Stack gap="4">
        <Heading as="h2" size="md">
          기본 정보
        </Heading>
        <TextField
          label="사용자명"
          required
          value={values.username}
          onValueChange={(v) => set('username', v)}
          maxLength={30}
          autoComplete="username"
          helper="이 사이트에서 다른 사람이 쓰지 않는 이름이어야 합니다."
        />
        <Field.Root disabled>
          <Field.Label>이메일</Field.Label>
          <Input value={user.email} readOnly />
          <Field.HelperText>이메일은 변경할 수 없습니다.</Field.HelperText>
        </Field.Root>
        <PhoneField label="전화번호" value={values.phone} onValueChange={(v) => set('phone', v)} autoComplete="tel" placeholder="010-0000-0000" />
        <AddressField
          street={values.street}
          detail={values.detail}
          onStreetChange={(v) => set('street', v)}
          onDetailChange={(v) => set('detail', v)}
          required={false}
        />
        <Box fontSize="sm" bg="bg.muted" borderRadius="md" px="3" py="2" data-testid="address-preview">
          <Text color="fg.muted" fontSize="xs">
            저장될 주소
          </Text>
          <Text wordBreak="break-word">{savedAddress || '입력한 주소가 없습니다.'}</Text>
        </Box>
      </Stack>
      {merchant && (
        <>
          <Separator />
          <Stack gap="4">
            <Heading as="h2" size="md">
              사업자 정보
            </Heading>
            <TextField label="상호명" value={values.business_name} onValueChange={(v) => set('business_name', v)} maxLength={100} autoComplete="organization" />
            <TextField
              ref={numberInput}
              label="사업자등록번호"
              value={values.business_number}
              onValueChange={(v) => set('business_number', formatBusinessNumber(v))}
              onBlur={() => setNumberTouched(true)}
              inputMode="numeric"
              maxLength={BUSINESS_NUMBER_MAX_CHARS}
              placeholder="123-45-67890"
              helper="숫자를 입력하면 '-'가 자동으로 들어갑니다."
              error={numberError}
            />
            <Field.Root>
              <Field.Label>사업 소개</Field.Label>
              <Textarea value={values.business_description} onChange={(e) => set('business_description', e.target.value)} maxLength={2000} rows={4} />
            </Field.Root>
            <SellerFields values={values} errors={sellerErrors} onChange={set} />
          </Stack>
        </>
      )}
      {failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      {saved && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{MSG.profileSaved}</Alert.Title>
        </Alert.Root>
      )}
      <Stack direction="row" gap="2" justify="flex-end" wrap="wrap">
        <Button variant="ghost" onClick={goBack} disabled={saving}>
          취소
        </Button>
        <Button variant="outline" onClick={() => void reset()} disabled={!dirty || saving}>
          되돌리기
        </Button>
        <Button type="submit" colorPalette="brand" disabled={!dirty || saving} loading={saving} loadingText="저장 중">
          저장
        </Button>
      </Stack>
    </FormStack>
  );
}
