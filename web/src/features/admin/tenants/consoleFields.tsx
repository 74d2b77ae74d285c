import { Input, Textarea } from '@chakra-ui/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { describedBy, LabeledField } from '../../../ui/LabeledField';

interface BlurFieldProps {
  label: string;
  /** The saved value: the field starts from it and follows it after each save. */
  value: string;
  /** Called on blur when the text differs from the saved value. */
  onSave: (text: string) => unknown;
  type?: 'text' | 'email' | 'url' | 'tel' | 'number' | 'password';
  multiline?: boolean;
  helper?: ReactNode;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'url';
  min?: number;
  max?: number;
  step?: number;
  maxLength?: number;
  autoComplete?: string;
  /** Every keystroke, for a live preview. */
  onDraft?: (text: string) => void;
}

/**
 * A labelled field of the tenant console that saves on blur (commerce.md §2 Admin: "Fields save on
 * blur"), only when its text changed, so tabbing through a form writes nothing.
 */
export function BlurField({ label, value, onSave, type = 'text', multiline, helper, onDraft, ...input }: BlurFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // A save (or another tab's change) brings a new saved value: show it.
  useEffect(() => setDraft(value), [value]);
  const change = (text: string) => {
    setDraft(text);
    onDraft?.(text);
  };
  const blur = () => {
    if (draft !== value) void onSave(draft);
  };
  const common = { id, value: draft, onBlur: blur, 'aria-describedby': describedBy(id, helper, null), ...input };
  return (
    <LabeledField id={id} label={label} helper={helper}>
      {multiline ? (
        <Textarea {...common} rows={3} onChange={(e) => change(e.currentTarget.value)} />
      ) : (
        <Input {...common} type={type} onChange={(e) => change(e.currentTarget.value)} />
      )}
    </LabeledField>
  );
}

export { clamp, formatCount, formatRate, formatWon, numberOr, wholeOrZero } from './numbers';
