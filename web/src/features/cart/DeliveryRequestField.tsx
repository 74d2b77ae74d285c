import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { CUSTOM_NOTE, DELIVERY_NOTES } from './deliveryNotes';

interface NoteProps {
  note: string;
  text: string;
  onNote: (v: string) => void;
  onText: (v: string) => void;
  error?: string;
  textRef: (el: HTMLElement | null) => void;
}

/** 배송 요청사항: a common note, or 직접 입력 with a text field. */
export function DeliveryRequestField({ note, text, onNote, onText, error, textRef }: NoteProps) {
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>배송 요청사항 (선택)</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={note} onChange={(e) => onNote(e.currentTarget.value)}>
            <option value="">선택 안 함</option>
            {DELIVERY_NOTES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
            <option value={CUSTOM_NOTE}>{CUSTOM_NOTE}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {note === CUSTOM_NOTE && (
        <Field.Root invalid={!!error}>
          <Field.Label>요청사항 직접 입력</Field.Label>
          <Input ref={textRef} value={text} maxLength={200} onChange={(e) => onText(e.target.value)} placeholder="예: 공동현관 비밀번호 1234#" />
          {error && <Field.ErrorText color="red.fg">{error}</Field.ErrorText>}
        </Field.Root>
      )}
    </Stack>
  );
}

