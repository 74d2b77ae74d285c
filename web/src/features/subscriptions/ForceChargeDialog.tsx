import { Box, Button, chakra, CloseButton, DataList, Dialog, Flex, Input, Portal, Stack } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { formatKrw } from '../../../../shared/catalogue-constants';
import type { SubscriptionItem } from '../../../../shared/schemas/subscriptions';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../../shared/subscription';
import { detailOr } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { FormMessage } from '../../ui/FormMessage';
import { describedBy, LabeledField } from '../../ui/LabeledField';
import { toaster } from '../../ui/toaster';
import { chargeFailureReason, parseChargeAmount } from './subscriptionView';

interface Props {
  /** The row's subscription (one with an id: a row of the admin list always has one). */
  item: SubscriptionItem & { id: number };
  onClose: () => void;
}

export const FORCE_CHARGE_FAILED = '강제 결제를 진행하지 못했습니다.';
/** The gateway did not answer: the attempt stays pending and the scheduler asks again (docs/subscriptions.md). */
export const FORCE_CHARGE_PENDING = '결제사 응답이 없어 결과를 아직 알 수 없습니다. 다음 정기 결제 실행 때 다시 확인합니다.';

/**
 * The admin's force charge (commerce.md §5 Admin force charge, docs/subscriptions.md): the row's
 * subscription and an integer amount in won, the subscription's own amount to begin with, charged at
 * once with its billing key through subscriptions.admin.charge. Paid: a toast, the list read again and
 * the dialog closed. Declined or unanswered: said here, the dialog left open to try again or close. A
 * refusal (no card registered, a charge already running) shows the server's detail.
 */
export default function ForceChargeDialog({ item, onClose }: Props) {
  const utils = trpc.useUtils();
  const charge = trpc.subscriptions.admin.charge.useMutation();
  const [text, setText] = useState(item.amount !== null ? String(item.amount) : '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ status: 'error' | 'info'; text: string } | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const amountId = `${ids}-amount`;
  const busy = charge.isPending;
  const who = item.user?.username ?? '판매자';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const parsed = parseChargeAmount(text);
    if (parsed.error !== null) {
      setFieldError(parsed.error);
      amountRef.current?.focus();
      return;
    }
    setFieldError(null);
    setOutcome(null);
    try {
      const answer = await charge.mutateAsync({ subscription_id: item.id, amount: parsed.amount });
      // Whatever the result, the row's status, dates and failures may have moved.
      void utils.subscriptions.admin.list.invalidate();
      if (answer.status === 'paid') {
        toaster.create({ type: 'success', title: '강제 결제가 완료되었습니다.', description: `${who}: ${formatKrw(answer.payment.amount)}` });
        onClose();
      } else if (answer.status === 'failed') {
        setOutcome({ status: 'error', text: `결제가 거절되었습니다. 사유: ${chargeFailureReason(answer.payment)}` });
      } else {
        setOutcome({ status: 'info', text: FORCE_CHARGE_PENDING });
      }
    } catch (err) {
      console.error('force charge failed', err);
      setOutcome({ status: 'error', text: detailOr(err, FORCE_CHARGE_FAILED) });
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(d) => !d.open && !busy && onClose()}
      placement="center"
      closeOnInteractOutside={false}
      // Straight to the amount: it is the one thing to decide here.
      initialFocusEl={() => amountRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW="sm">
            <Dialog.Header borderBottomWidth="1px" py="3">
              <Dialog.Title fontSize="lg">강제 결제</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton aria-label="강제 결제 창 닫기" disabled={busy} />
            </Dialog.CloseTrigger>
            {/* noValidate: the amount's rule is said in Korean by the field, not by the browser's bubble. */}
            <chakra.form display="contents" onSubmit={(e) => void submit(e)} noValidate>
              <Dialog.Body py="4">
                <Stack gap="4">
                  <Box p="3" borderWidth="1px" borderRadius="md" data-testid="force-charge-subscription">
                    <DataList.Root orientation="horizontal" size="sm" gap="1">
                      <Item label="구독">#{item.id}</Item>
                      <Item label="판매자">{who}</Item>
                      {item.user?.email && <Item label="이메일">{item.user.email}</Item>}
                      <Item label="플랜">{item.plan?.name ?? '-'}</Item>
                      <Item label="상태">{SUBSCRIPTION_STATUS_LABELS[item.status]}</Item>
                      <Item label="결제 카드">{item.card_label ?? '등록된 카드 없음'}</Item>
                    </DataList.Root>
                  </Box>
                  <LabeledField
                    id={amountId}
                    label="청구 금액 (원)"
                    required
                    disabled={busy}
                    helper="등록된 카드로 지금 바로 결제합니다. 1원 이상의 정수로 입력해주세요."
                    error={fieldError}
                  >
                    <Input
                      ref={amountRef}
                      id={amountId}
                      name="amount"
                      inputMode="numeric"
                      autoComplete="off"
                      value={text}
                      onChange={(e) => {
                        setText(e.currentTarget.value);
                        setFieldError(null);
                      }}
                      aria-describedby={describedBy(amountId, true, fieldError)}
                    />
                  </LabeledField>
                  {outcome && (
                    <Box data-testid="force-charge-outcome">
                      <FormMessage status={outcome.status}>{outcome.text}</FormMessage>
                    </Box>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer borderTopWidth="1px" py="3">
                <Flex gap="3" w="full">
                  <Button variant="outline" onClick={onClose} disabled={busy}>
                    닫기
                  </Button>
                  <Button type="submit" colorPalette="red" flex="1" loading={busy} loadingText="결제하는 중">
                    결제하기
                  </Button>
                </Flex>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="16">{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-all">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
