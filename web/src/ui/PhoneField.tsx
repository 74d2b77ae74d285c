import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { caretAfterFormat, formatPhone } from '../../../shared/phone';
import { TextField } from './TextField';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>;

/**
 * A phone field that puts the hyphens in as the user types (010-1234-5678, 02-123-4567,
 * 1588-1234) and keeps the caret after the digit just typed or deleted.
 */
export function PhoneField({ value, onValueChange, ...rest }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // After React writes the formatted value the browser puts the caret at the end: move it back.
  useLayoutEffect(() => {
    const el = input.current;
    if (caret.current === null || !el) return;
    if (document.activeElement === el) el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <TextField
      {...rest}
      ref={input}
      type="tel"
      inputMode="tel"
      value={formatPhone(value)}
      onValueChange={(typed) => {
        const formatted = formatPhone(typed);
        const at = input.current?.selectionStart ?? typed.length;
        caret.current = caretAfterFormat(typed, at, formatted);
        onValueChange(formatted);
      }}
    />
  );
}
