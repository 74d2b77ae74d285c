import { Box, Button, Dialog, Field, HStack, Input, Portal, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { ADDRESS_POPUP_HEIGHT } from '../../../shared/constants';
import { loadPostcode } from '../lib/postcode';

interface Props {
  street: string;
  detail: string;
  onStreetChange: (v: string) => void;
  onDetailChange: (v: string) => void;
  label?: string;
  /** With these, a postcode field too, filled by the address search (the payment modal's 우편번호). */
  postcode?: string;
  onPostcodeChange?: (v: string) => void;
  /** The street field's error (a server message) and its element, for focusing it. */
  error?: string | null;
  streetRef?: (el: HTMLInputElement | null) => void;
  required?: boolean;
}

type PostcodeCtor = NonNullable<Awaited<ReturnType<typeof loadPostcode>>>;

/** Address search (Daum postcode when reachable, else typed in) plus a detail field. */
export function AddressField({
  street,
  detail,
  onStreetChange,
  onDetailChange,
  label = '주소',
  postcode,
  onPostcodeChange,
  error,
  streetRef,
  required = true,
}: Props) {
  const [Postcode, setPostcode] = useState<PostcodeCtor | null>(null);
  const [open, setOpen] = useState(false);
  const frame = useRef<HTMLDivElement | null>(null);
  const detailRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    let alive = true;
    loadPostcode().then((ctor) => alive && setPostcode(() => ctor));
    return () => {
      alive = false;
    };
  }, []);

  const embed = (el: HTMLDivElement | null) => {
    frame.current = el;
    if (!el || !Postcode) return;
    new Postcode({
      width: '100%',
      height: ADDRESS_POPUP_HEIGHT,
      oncomplete: (data) => {
        onStreetChange(data.roadAddress || data.address || data.jibunAddress);
        onPostcodeChange?.(data.zonecode);
        setOpen(false);
        setTimeout(() => detailRef.current?.focus(), 0);
      },
    }).embed(el);
  };

  return (
    <Stack gap="2">
      {onPostcodeChange && (
        <Field.Root>
          <Field.Label>우편번호</Field.Label>
          <Input
            value={postcode ?? ''}
            onChange={(e) => onPostcodeChange(e.target.value.replace(/\D/g, '').slice(0, 5))}
            inputMode="numeric"
            autoComplete="postal-code"
            maxW="40"
          />
        </Field.Root>
      )}
      <Field.Root required={required} invalid={!!error}>
        <Field.Label>
          {label}
        </Field.Label>
        <HStack w="full">
          <Input
            ref={streetRef}
            value={street}
            onChange={(e) => onStreetChange(e.target.value)}
            placeholder={Postcode ? '주소 검색을 눌러주세요' : '도로명 주소를 입력해주세요'}
            autoComplete="street-address"
          />
          {Postcode && (
            <Button variant="outline" flexShrink={0} onClick={() => setOpen(true)}>
              주소 검색
            </Button>
          )}
        </HStack>
        {/* red.fg: the default fg.error red is under 4.5:1 on white. */}
        {error && <Field.ErrorText color="red.fg">{error}</Field.ErrorText>}
      </Field.Root>
      <Field.Root>
        <Field.Label>상세 주소 (선택)</Field.Label>
        <Input
          ref={detailRef}
          value={detail}
          onChange={(e) => onDetailChange(e.target.value)}
          placeholder="동, 호수 등 상세 주소"
          autoComplete="address-line2"
        />
      </Field.Root>
      <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="3">
            <Dialog.Content maxW="lg">
              <Dialog.Header>
                <Dialog.Title>주소 검색</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body px="2">
                <Box ref={embed} h={`${ADDRESS_POPUP_HEIGHT}px`} />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(false)}>
                  닫기
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
