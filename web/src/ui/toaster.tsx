import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

/** The app's one toaster: `toaster.create({ type: 'success', title })` from anywhere, even just before navigating. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, duration: 3000 });

/** Renders the toasts (mounted once in App). Top of the screen, clear of the mobile tab bar. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxW="full">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label="닫기" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
