import { Button, Field, HStack, Text } from '@chakra-ui/react';
import { useId, useRef } from 'react';

interface Props {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
}

export const BUSINESS_FILE_ACCEPT = 'image/*,application/pdf,.pdf';

/** A labelled file picker for business documents (image or PDF). */
export function FilePickField({ label, file, onChange, error }: Props) {
  const input = useRef<HTMLInputElement | null>(null);
  const id = useId();
  return (
    <Field.Root required invalid={!!error}>
      <Field.Label htmlFor={id}>
        {label}
      </Field.Label>
      <HStack w="full" gap="3">
        <Button variant="outline" size="sm" onClick={() => input.current?.click()} aria-label={`${label} 파일 선택`}>
          파일 선택
        </Button>
        <Text fontSize="sm" color={file ? 'fg' : 'fg.muted'} truncate>
          {file ? file.name : '이미지 또는 PDF 파일'}
        </Text>
        <input
          ref={input}
          id={id}
          type="file"
          accept={BUSINESS_FILE_ACCEPT}
          // The visible button is the keyboard target; the input stays reachable by its label.
          tabIndex={-1}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        />
      </HStack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
