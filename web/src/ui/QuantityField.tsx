import { HStack, IconButton, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { PAYMENT_QTY_MAX } from '../../../shared/order-status';

/** n as a quantity between 1 and `max`: the one rule for the buttons, typing and a quantity from the address. */
export function clampQuantity(n: number, max: number = PAYMENT_QTY_MAX): number {
  if (!Number.isFinite(n)) return 1;
  return Math.min(Math.max(1, max), Math.max(1, Math.floor(n)));
}

/** The remaining stock a quantity may not pass: counted stock above 0, else none (hidden or unlimited). */
export const stockCap = (remaining: number | undefined): number | null => (remaining !== undefined && remaining > 0 ? remaining : null);

interface Props {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** The most that may be typed (the server's cap per payment). */
  max?: number;
  /** The product's remaining stock (display_remaining: -1 when not counted); + stops there. */
  remaining?: number;
  /** The input element's id (the field's label points at it). */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * − n + for a quantity: digits only, clamped to 1…max as it is typed (an empty field while typing
 * reads as the last value when it loses focus). + stops at the remaining stock; a quantity already
 * above it (brought from the product page or an old link) stays as shown, for the form to refuse.
 * Buttons of 44 px.
 */
export function QuantityField({ value, onChange, disabled, max = PAYMENT_QTY_MAX, remaining, id, ...aria }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const upTo = Math.min(max, stockCap(remaining) ?? max);
  const set = (n: number) => {
    setDraft(null);
    onChange(clampQuantity(n, max));
  };
  const type = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, 6);
    if (!digits) return setDraft('');
    const n = clampQuantity(Number(digits), max);
    setDraft(String(n));
    onChange(n);
  };
  return (
    <HStack gap="0" borderWidth="1px" borderRadius="md" w="fit-content">
      <IconButton aria-label="수량 줄이기" variant="ghost" minW="11" h="11" disabled={disabled || value <= 1} onClick={() => set(value - 1)}>
        −
      </IconButton>
      <Input
        id={id}
        aria-label="수량"
        {...aria}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(e) => type(e.target.value)}
        onBlur={() => setDraft(null)}
        w="14"
        h="11"
        textAlign="center"
        border="none"
      />
      <IconButton aria-label="수량 늘리기" variant="ghost" minW="11" h="11" disabled={disabled || value >= upTo} onClick={() => set(value + 1)}>
        +
      </IconButton>
    </HStack>
  );
}
