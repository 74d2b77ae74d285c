import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  /** The control's id (the label points at it). */
  id: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helper?: ReactNode;
  error?: string | null;
  children: ReactNode;
}

/**
 * A labelled field whose control lists both its helper and its error in aria-describedby (Ark only names
 * the helper there, and the error in the less supported aria-errormessage). Pass `describedBy(...)` to the control.
 */
export function LabeledField({ id, label, required, disabled, helper, error, children }: Props) {
  return (
    <Field.Root
      id={id}
      ids={{ helperText: `${id}-helper`, errorText: `${id}-error` }}
      invalid={!!error}
      required={required}
      disabled={disabled}
    >
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {/* red.fg: the default fg.error red is under 4.5:1 on white. */}
      {error && <Field.ErrorText color="red.fg">{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export const describedBy = (id: string, helper: unknown, error: unknown): string | undefined =>
  [helper ? `${id}-helper` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
