import { Box, Button, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import './pageSlotRecipes';

export type AlertType = 'success' | 'info' | 'warning' | 'danger';

export interface AlertOptions {
  type?: AlertType;
  title?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  /** Show the cancel button (on by default, as the spec's default buttons are confirm and cancel). */
  showCancel?: boolean;
  closeOnBackdrop?: boolean;
}

const LOOK: Record<AlertType, { icon: string; palette: string; title: string }> = {
  success: { icon: '✓', palette: 'green', title: '완료' },
  info: { icon: 'i', palette: 'blue', title: '알림' },
  warning: { icon: '!', palette: 'orange', title: '주의' },
  danger: { icon: '!', palette: 'red', title: '경고' },
};

interface Props extends AlertOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The generic alert modal (platform.md §2): typed, confirm/cancel, Escape closes, backdrop optional. */
export function AlertModal({
  open,
  type = 'info',
  title,
  message,
  confirmText = '확인',
  cancelText = '취소',
  showCancel = true,
  closeOnBackdrop = false,
  onConfirm,
  onCancel,
}: Props) {
  const look = LOOK[type];
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      closeOnEscape
      closeOnInteractOutside={closeOnBackdrop}
      onOpenChange={(d) => !d.open && onCancel()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW="sm" data-alert-type={type}>
            <Dialog.Header>
              <HStack gap="3">
                <Box
                  aria-hidden
                  w="8"
                  h="8"
                  borderRadius="full"
                  display="grid"
                  placeItems="center"
                  fontWeight="bold"
                  bg={`${look.palette}.100`}
                  color={`${look.palette}.700`}
                >
                  {look.icon}
                </Box>
                <Dialog.Title>{title ?? look.title}</Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Text whiteSpace="pre-line">{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              {showCancel && (
                <Button variant="outline" onClick={onCancel}>
                  {cancelText}
                </Button>
              )}
              <Button colorPalette={type === 'danger' ? 'red' : 'brand'} onClick={onConfirm}>
                {confirmText}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
