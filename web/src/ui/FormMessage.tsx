import { Alert } from '@chakra-ui/react';

/** A status line under a form: errors are announced assertively, successes politely. */
export function FormMessage({ status, children }: { status: 'error' | 'success' | 'info'; children: string }) {
  return (
    <Alert.Root status={status} borderRadius="md" role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{children}</Alert.Title>
    </Alert.Root>
  );
}
