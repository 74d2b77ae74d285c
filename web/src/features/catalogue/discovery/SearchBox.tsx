import { Box, Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useRef, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { SEARCH_QUERY_MAX } from '../../../../../shared/catalogue-constants';
import { AppIcon } from '../../../ui/AppIcon';

interface Props {
  label: string;
  placeholder?: string;
  value: string;
  onValueChange: (value: string) => void;
  onSubmit: (term: string) => void;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onFocus?: () => void;
}

/**
 * A labelled search field. Enter while a Korean IME is still composing only commits the syllable:
 * submitting then would send half a word, so it is ignored.
 */
export function SearchBox({ label, placeholder, value, onValueChange, onSubmit, autoFocus, inputRef, onFocus }: Props) {
  const composing = useRef(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (composing.current) return;
    const term = value.trim();
    if (term) onSubmit(term);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // keyCode 229 is what some browsers report for keys the IME takes.
    if (e.key === 'Enter' && (e.nativeEvent.isComposing || composing.current || e.keyCode === 229)) e.preventDefault();
  };

  return (
    <Box as="form" role="search" onSubmit={submit} w="full">
      <Field.Root>
        <Field.Label srOnly>{label}</Field.Label>
        <InputGroup
          endElement={
            <IconButton type="submit" aria-label="검색하기" size="sm" variant="ghost" me="-2">
              <AppIcon name="search" />
            </IconButton>
          }
        >
          <Input
            ref={inputRef}
            type="search"
            enterKeyHint="search"
            value={value}
            maxLength={SEARCH_QUERY_MAX}
            placeholder={placeholder}
            autoFocus={autoFocus}
            autoComplete="off"
            borderRadius="full"
            bg="bg.muted"
            onFocus={onFocus}
            onChange={(e) => onValueChange(e.target.value)}
            onKeyDown={onKeyDown}
            onCompositionStart={() => {
              composing.current = true;
            }}
            onCompositionEnd={() => {
              composing.current = false;
            }}
          />
        </InputGroup>
      </Field.Root>
    </Box>
  );
}
