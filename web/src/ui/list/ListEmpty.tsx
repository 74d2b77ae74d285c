import { Center, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  description?: string;
  /** The one thing to do next (a link button), when there is one. */
  action?: ReactNode;
}

/** An empty list: what is missing and, where it helps, what to do next. */
export function ListEmpty({ title, description, action }: Props) {
  return (
    <Center py="12" px="4" borderWidth="1px" borderStyle="dashed" borderRadius="lg" mt="2" data-testid="list-empty">
      <VStack gap="3" textAlign="center">
        <Text fontWeight="medium">{title}</Text>
        {description && (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
        {action}
      </VStack>
    </Center>
  );
}
