import { Text } from '@chakra-ui/react';
import { neededLine } from '../../lib/korean';

/**
 * The line under a disabled submit button that says what is still missing; the button points at it
 * with aria-describedby (same id), so a screen reader hears the reason with the button.
 */
export function MissingNote({ id, items }: { id: string; items: string[] }) {
  const line = neededLine(items);
  if (!line) return null;
  return (
    <Text id={id} fontSize="sm" color="fg.muted" textAlign="center" data-testid="missing-note">
      {line}
    </Text>
  );
}
