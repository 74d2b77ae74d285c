import { Text } from '@chakra-ui/react';

/** A channel tab's empty state: one quiet sentence. */
export function ChannelEmpty({ children }: { children: string }) {
  return (
    <Text py="16" textAlign="center" color="fg.muted">
      {children}
    </Text>
  );
}
