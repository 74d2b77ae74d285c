import { Button, CloseButton, Dialog, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { formatKrw } from '../../../../../shared/catalogue-constants';
import { MSG } from '../../../../../shared/messages';
import { CLAIM_PHOTOS_MAX, CLAIM_REASON_MAX, CLAIM_REASONS, type ClaimKind, type ClaimReasonCode } from '../../../../../shared/order-claims';
import { REVIEW_IMAGE_MAX_BYTES } from '../../../../../shared/review-constants';
import type { DeliveryOrder } from '../../../../../shared/schemas/orders';
import { detailOr } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { describedBy, LabeledField } from '../../../ui/LabeledField';
import { pictureRefusal, PICTURE_ACCEPT, sortChosenMedia } from '../../../ui/media/chosenFiles';
import { SortableMediaField } from '../../../ui/media/SortableMediaField';
import { ticketInput, usePictureUploads } from '../../../ui/media/useMediaUploads';
import { toaster } from '../../../ui/toaster';

const TITLE: Record<ClaimKind, string> = { cancel: '취소 요청', return: '반품 요청', exchange: '교환 요청' };
const PICTURE = { types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: REVIEW_IMAGE_MAX_BYTES, tooLarge: '사진은 한 장에 5MB 이하로 올려주세요.' };

interface Props {
  order: DeliveryOrder;
  kind: ClaimKind;
  /** A cancel the server grants at once (refunded right away): the dialog says so and is the confirmation. */
  instant: boolean;
  onClose: () => void;
}

/**
 * The buyer's claim form: a reason from the list, a note, and (return or exchange, required) up to 5
 * photos, each uploaded as it is chosen with its progress (an upload ticket of kind claim), then
 * claims.request with their keys.
 */
export default function ClaimDialog({ order, kind, instant, onClose }: Props) {
  const id = useId();
  const utils = trpc.useUtils();
  const request = trpc.claims.request.useMutation();
  // The claim names its photos by storage key (photo_keys), not by the upload token: the PUT goes to
  // the ticket's URL either way, so the item keeps the key where the shared uploader keeps a token.
  const requestTicket = useCallback(
    async (file: File) => {
      const ticket = await utils.client.claims.uploadTicket.mutate({ order_id: order.id, ...ticketInput(file) });
      return { ...ticket, upload_token: ticket.key };
    },
    [utils, order.id],
  );
  const photos = usePictureUploads([], requestTicket, '사진 업로드에 실패했습니다.');
  const [reason, setReason] = useState<ClaimReasonCode | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; photos?: string; form?: string }>({});
  const needsPhotos = kind !== 'cancel';
  const title = instant ? '주문 취소' : TITLE[kind];
  const refundable = order.total_price - order.refunded_amount;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (photos.uploading || request.isPending) return;
    const found: typeof errors = {};
    if (!reason) found.reason = MSG.claimReasonRequired;
    if (needsPhotos && photos.refs.length === 0) found.photos = MSG.claimPhotosRequired;
    if (photos.failed) found.photos = '올리지 못한 사진을 지우거나 다시 골라주세요.';
    setErrors(found);
    if (Object.keys(found).length > 0 || !reason) return;
    try {
      const answer = await request.mutateAsync({
        order_id: order.id,
        kind,
        reason_code: reason,
        reason: text.trim(),
        photo_keys: photos.refs.flatMap((r) => ('upload_token' in r ? [r.upload_token] : [])),
      });
      toaster.create({ type: 'success', title: answer.message });
      await utils.orders.deliveries.userOrders.invalidate();
      onClose();
    } catch (err) {
      setErrors({ form: detailOr(err, '요청을 보내지 못했습니다. 잠시 후 다시 시도해주세요.') });
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" scrollBehavior="inside" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild data-testid="claim-dialog">
            <form onSubmit={submit} noValidate>
            <Dialog.Header borderBottomWidth="1px" py="3" pe="14">
              <Dialog.Title fontSize="lg">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton aria-label={`${title} 닫기`} minW="11" minH="11" />
            </Dialog.CloseTrigger>
            <Dialog.Body py="4">
              <Stack gap="4">
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  주문번호 {order.order_number} · {order.items[0]?.product_title}
                  {order.items.length > 1 ? ` 외 ${order.items.length - 1}건` : ''}
                </Text>
                <Text fontSize="sm" p="3" borderRadius="md" bg={instant ? 'red.subtle' : 'bg.muted'} color={instant ? 'red.fg' : undefined} fontWeight={instant ? 'semibold' : undefined}>
                  {instant
                    ? `주문을 취소하면 결제 금액 ${formatKrw(refundable)}이 바로 환불됩니다. 취소한 주문은 되돌릴 수 없습니다.`
                    : kind === 'cancel'
                      ? '판매자가 상품을 준비하고 있어 취소 요청으로 접수됩니다. 판매자가 승인하면 환불됩니다.'
                      : kind === 'return'
                        ? '판매자가 반품을 승인하면 결제사를 통해 환불됩니다. 상품 상태가 보이는 사진을 첨부해주세요.'
                        : '판매자가 교환을 승인하면 상품을 다시 보내드립니다. 상품 상태가 보이는 사진을 첨부해주세요.'}
                </Text>
                <LabeledField id={`${id}-reason`} label="사유" required error={errors.reason}>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      id={`${id}-reason`}
                      value={reason}
                      onChange={(e) => {
                        setReason(e.currentTarget.value as ClaimReasonCode);
                        setErrors((x) => ({ ...x, reason: undefined }));
                      }}
                      aria-describedby={describedBy(`${id}-reason`, false, errors.reason)}
                    >
                      <option value="">사유를 선택해주세요</option>
                      {Object.entries(CLAIM_REASONS).map(([code, label]) => (
                        <option key={code} value={code}>
                          {label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </LabeledField>
                <LabeledField id={`${id}-text`} label="자세한 내용 (선택)" helper={`${text.length}/${CLAIM_REASON_MAX}`}>
                  <Textarea id={`${id}-text`} value={text} maxLength={CLAIM_REASON_MAX} rows={3} onChange={(e) => setText(e.currentTarget.value)} aria-describedby={`${id}-text-helper`} />
                </LabeledField>
                {needsPhotos && (
                  <SortableMediaField
                    label="사진"
                    noun="사진"
                    max={CLAIM_PHOTOS_MAX}
                    accept={PICTURE_ACCEPT}
                    helper={`필수 · JPG, PNG, GIF, WebP · 한 장에 5MB 이하 · 1~${CLAIM_PHOTOS_MAX}장. 고르는 즉시 올라갑니다.`}
                    testId="claim-photo"
                    items={photos.items}
                    error={errors.photos}
                    onAdd={(files) => {
                      const { accepted, message } = sortChosenMedia(files, photos.items.length, {
                        max: CLAIM_PHOTOS_MAX,
                        tooMany: MSG.claimTooManyPhotos,
                        refusal: (file) => pictureRefusal(file, PICTURE),
                      });
                      setErrors((x) => ({ ...x, photos: message ?? undefined }));
                      if (accepted.length) photos.add(accepted);
                    }}
                    onMove={photos.move}
                    onRemove={(key) => {
                      photos.remove(key);
                      setErrors((x) => ({ ...x, photos: undefined }));
                    }}
                  />
                )}
                {photos.uploading && (
                  <Text fontSize="xs" color="fg.muted" role="status">
                    사진을 올리는 중입니다. 끝나면 요청할 수 있습니다.
                  </Text>
                )}
                {errors.form && (
                  <Text role="alert" fontSize="sm" color="red.fg" fontWeight="semibold">
                    {errors.form}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer borderTopWidth="1px" py="3" gap="2">
              <Button variant="outline" minH="11" onClick={onClose}>
                닫기
              </Button>
              <Button type="submit" flex="1" minH="11" colorPalette={instant ? 'red' : 'brand'} loading={request.isPending} disabled={photos.uploading}>
                {instant ? '주문 취소하고 환불받기' : `${TITLE[kind]}하기`}
              </Button>
            </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
