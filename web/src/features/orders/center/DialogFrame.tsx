import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

/** The order center's form dialogs: a title, a body, 닫기 and one submit button; full screen on a phone. */
export function DialogFrame({
  title,
  testId,
  submitText,
  busy,
  danger,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  submitText: string;
  busy: boolean;
  danger?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" scrollBehavior="inside" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild data-testid={testId}>
            <form onSubmit={submit} noValidate>
            <Dialog.Header borderBottomWidth="1px" py="3" pe="14">
              <Dialog.Title fontSize="lg">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton aria-label={`${title} 닫기`} minW="11" minH="11" />
            </Dialog.CloseTrigger>
            <Dialog.Body py="4">{children}</Dialog.Body>
            <Dialog.Footer borderTopWidth="1px" py="3" gap="2">
              <Button variant="outline" minH="11" onClick={onClose}>
                닫기
              </Button>
              <Button type="submit" flex="1" minH="11" colorPalette={danger ? 'red' : 'brand'} loading={busy}>
                {submitText}
              </Button>
            </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
