import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

interface Props extends Omit<InputProps, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  helper?: ReactNode;
  required?: boolean;
  /** The input element (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with helper and error text, so every field has an accessible name. */
export function TextField({ label, value, onValueChange, error, helper, required, ref, ...input }: Props) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
      </Field.Label>
      <Input ref={ref} value={value} onChange={(e) => onValueChange(e.target.value)} {...input} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
