import { HStack, IconButton, Input } from '@chakra-ui/react';

const MAX_QUANTITY = 99;

interface Props {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** The most that may be chosen (what remains, when counted); 99 when not given. */
  max?: number;
}

/** − n + with a labelled number field; never below 1. Buttons of 40 px: easy to tap on a phone. */
export function QuantityStepper({ value, onChange, disabled, max = MAX_QUANTITY }: Props) {
  const set = (n: number) => onChange(Math.min(max, Math.max(1, Number.isFinite(n) ? Math.floor(n) : 1)));
  return (
    <HStack gap="0" borderWidth="1px" borderRadius="md" w="fit-content">
      <IconButton aria-label="수량 줄이기" variant="ghost" size="md" disabled={disabled || value <= 1} onClick={() => set(value - 1)}>
        −
      </IconButton>
      <Input
        aria-label="수량"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        disabled={disabled}
        onChange={(e) => set(Number(e.target.value))}
        w="14"
        size="md"
        textAlign="center"
        border="none"
        css={{ MozAppearance: 'textfield', '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { appearance: 'none', margin: 0 } }}
      />
      <IconButton
        aria-label="수량 늘리기"
        variant="ghost"
        size="md"
        disabled={disabled || value >= max}
        onClick={() => set(value + 1)}
      >
        +
      </IconButton>
    </HStack>
  );
}
