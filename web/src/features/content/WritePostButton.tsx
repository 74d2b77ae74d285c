import { Button, Flex } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../lib/useSession';
import { FormIcon } from '../../ui/media/FormIcon';

/** The way to /content/upload above a feed, for merchants (only they post, platform.md §6). */
export function WritePostButton({ label }: { label: string }) {
  const session = useSession();
  if (session?.user.user_type !== 'merchant') return null;
  return (
    <Flex justify="flex-end" pt="4">
      <Button asChild size="sm" colorPalette="brand">
        <RouterLink to="/content/upload">
          <FormIcon name="plus" /> {label}
        </RouterLink>
      </Button>
    </Flex>
  );
}
